// Prerendered first screens (apps/web/build/prerender.ts deferAppLoading): the page is already in
// the HTML, so the app's code, its preloads and the full stylesheets are asked for only after the
// browser has painted it. On a slow phone the form shows first, undisturbed by ~300 KB of script.
(() => {
  const me = document.currentScript;
  if (!me) return;
  const list = (name) => (me.dataset[name] || '').split(' ').filter(Boolean);
  const add = (attrs) => {
    const el = document.createElement(attrs.tag);
    for (const [k, v] of Object.entries(attrs)) if (k !== 'tag') el.setAttribute(k, v);
    document.head.append(el);
  };
  // A timer set inside requestAnimationFrame runs once that frame has been painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of list('styles')) add({ tag: 'link', rel: 'preload', as: 'style', crossorigin: '', href });
      for (const href of list('modules')) add({ tag: 'link', rel: 'modulepreload', crossorigin: '', href });
      add({ tag: 'script', type: 'module', crossorigin: '', src: me.dataset.entry });
    }, 0),
  );
})();
