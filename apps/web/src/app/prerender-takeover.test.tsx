import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { afterTakeover, captureChanges, replayChanges } from './prerender-takeover';

/** The app's version of the page: controlled fields, their state shown beside them. */
function LoginForm() {
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <form>
      <input type="radio" name="who" defaultChecked />
      <input type="password" aria-label="Password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <input
        type="checkbox"
        aria-label="Remember me"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <output>{`${password}|${remember}`}</output>
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('prerendered page taken over by the app', () => {
  it('keeps what was typed and ticked before the code arrived, and the focus', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<form><input type="radio" name="w" checked><input type="password" value=""><input type="checkbox"></form>';
    document.body.append(root);
    const [, password, remember] = [...root.querySelectorAll('input')] as HTMLInputElement[];
    if (!password || !remember) throw new Error('fields missing');
    password.value = 'Patient@123';
    remember.checked = true;
    password.focus();

    const captured = captureChanges(root);
    expect(captured.changes.map((c) => c.kind)).toEqual(['input:password', 'input:checkbox']);
    const replayed = new Promise<void>((resolve) =>
      afterTakeover(root, () => {
        replayChanges(root, captured);
        resolve();
      }),
    );
    await act(async () => createRoot(root).render(<LoginForm />));
    await act(async () => replayed);

    expect(root.querySelector('output')?.textContent).toBe('Patient@123|true');
    expect(document.activeElement).toBe(root.querySelector('input[type="password"]'));
    root.remove();
  });

  it('leaves a field whose kind differs at that place alone', () => {
    const old = document.createElement('div');
    old.innerHTML = '<input type="text">';
    (old.firstElementChild as HTMLInputElement).value = 'typed';
    const captured = captureChanges(old);
    const next = document.createElement('div');
    next.innerHTML = '<input type="checkbox">';
    replayChanges(next, captured);
    expect((next.firstElementChild as HTMLInputElement).checked).toBe(false);
  });
});
