/**
 * What a person did to a prerendered page before the app took it over (main.tsx): the page is in
 * the HTML before its code arrives, so a quick visitor may tick "Remember me" or type a password
 * into markup that the app's first render then replaces. Nothing typed may be lost: the changes are
 * read off the old fields and replayed into the app's fields, matched by their order and kind (the
 * app renders the same page, so field n is the same field), through the events React listens to.
 */

type FieldChange = { index: number; kind: string; value: string; checked: boolean };

const FIELDS = 'input, textarea, select';

function kindOf(el: Element): string {
  return el instanceof HTMLInputElement ? `input:${el.type}` : el.tagName.toLowerCase();
}

function changed(el: Element): boolean {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return el.checked !== el.defaultChecked;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.value !== el.defaultValue;
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  return false;
}

/** The fields of `root` whose state differs from the HTML's, and which field had the focus. */
export function captureChanges(root: Element): { changes: FieldChange[]; focused: number } {
  const fields = [...root.querySelectorAll(FIELDS)];
  const changes = fields.flatMap((el, index) => {
    if (!changed(el)) return [];
    const f = el as HTMLInputElement;
    return [{ index, kind: kindOf(el), value: f.value, checked: Boolean(f.checked) }];
  });
  return { changes, focused: fields.indexOf(document.activeElement as Element) };
}

/** Sets a field's value the way typing does, so React's onChange sees it. */
function type(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  setter?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Replays `captured` into `root`'s fields of the same order and kind; a field that differs is left. */
export function replayChanges(root: Element, captured: { changes: FieldChange[]; focused: number }): void {
  const fields = [...root.querySelectorAll(FIELDS)];
  for (const c of captured.changes) {
    const el = fields[c.index];
    if (!el || kindOf(el) !== c.kind) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== c.checked) el.click();
    } else type(el as HTMLInputElement, c.value);
  }
  const focus = fields[captured.focused];
  if (focus instanceof HTMLElement) focus.focus();
}

/** Calls `then` once the prerendered nodes now in `root` have been replaced by the app's. */
export function afterTakeover(root: Element, then: () => void): void {
  const old = root.firstElementChild;
  if (!old) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (old.isConnected) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { childList: true });
}
