// The one inline script of a page rendered at build time (D-171): the page paints from its
// HTML and inline critical CSS alone, and this script fetches the rest only after that.
// Its text is fixed (what it loads is read from the JSON block `page-boot` beside it), so its
// hash is allowed by the site's Content-Security-Policy (infra/security-headers.ts) and
// inserted by web/prerender.ts. Plain ES5 in a string: it runs before any bundle.
//
// - The full style sheet comes as `media="print"` (fetched, not blocking the paint) and is
//   switched on once it has loaded.
// - The app's entry and the page's chunks are requested after the `load` event and a frame,
//   so nothing but the HTML and its styles stands before the first paint.
// - Until the app has hydrated, nothing the visitor does is lost: a submitted form is held
//   (no native GET, which would reload the page and put what was typed in the address), and
//   once the app calls `__pageBootRelease` the fields the visitor changed get their values
//   again through the events React listens to (hydration resets a controlled field to its
//   state), the buttons clicked are clicked again, then the held form is submitted.
// - The page's first API reads (D-181) start at once, beside the HTML's paint rather than after
//   the app's scripts: `fetches` are paths where `{n}` stands for the page address's n-th
//   segment. The app's `api()` takes a response from `__pageBootFetches` instead of asking again
//   (web/src/boot-fetches.ts). `adminFetches`, an admin page's own reads, start once the answer
//   of GET /api/session says the visitor is an admin: an agent who opens the page asks nothing
//   the server would refuse (a 403 in the console, D-221); the app sends the agent away without asking.
//   `afterFetches`, what the page shows only beside its first reads (the report's repair request),
//   start once every one of `fetches` answered OK (D-242); otherwise they are left to the app.
//   A read under /api/dev/ (the outbox, development only: product/platform.md §7) starts once the
//   answer of GET /api/business-info says the stack is not production (D-245): a production visit
//   asks nothing that answers 404.

export const PAGE_BOOT_ID = 'page-boot';

export interface PageBoot {
  entry: string;
  modules: string[];
  /**
   * The GETs the page makes first, started by this script ('{2}': the address's second segment);
   * one under /api/dev/ once GET /api/business-info (one of them) says this is not production.
   */
  fetches: string[];
  /** The GETs started once GET /api/session (one of `fetches`) says the visitor is an admin. */
  adminFetches?: string[];
  /** The GETs started once every one of `fetches` answered OK. */
  afterFetches?: string[];
}

/** What the boot script leaves for the app: each started GET by its path, taken once (D-181). */
export const PAGE_BOOT_FETCHES = '__pageBootFetches';

export const PAGE_BOOT_SCRIPT = `(function () {
  var doc = document;
  var held = null;
  var changed = [];
  var clicks = [];
  function hold(event) { event.preventDefault(); held = event.target; }
  function change(event) {
    var el = event.target;
    if (changed.indexOf(el) < 0) changed.push(el);
    el.__bootValue = el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value;
  }
  function click(event) {
    var el = event.target.closest && event.target.closest('button, [role="button"]');
    if (el && el.type !== 'submit') clicks.push(el);
  }
  var listeners = [['submit', hold], ['input', change], ['change', change], ['click', click]];
  listeners.forEach(function (pair) { doc.addEventListener(pair[0], pair[1], true); });
  function replay(el) {
    if (!el.isConnected) return;
    var saved = el.__bootValue;
    if (el.type === 'checkbox' || el.type === 'radio') {
      el.checked = !saved;
      el.click();
      return;
    }
    el.value = saved === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, saved);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
  window.__pageBootRelease = function () {
    listeners.forEach(function (pair) { doc.removeEventListener(pair[0], pair[1], true); });
    changed.forEach(replay);
    clicks.forEach(function (el) { if (el.isConnected) el.click(); });
    var form = held;
    setTimeout(function () { if (form && form.isConnected && form.requestSubmit) form.requestSubmit(); }, 0);
  };
  var boot = JSON.parse(doc.getElementById('${PAGE_BOOT_ID}').textContent);
  var segments = location.pathname.split('/');
  var started = {};
  function pathOf(template) {
    return template.replace(/\\{(\\d+)\\}/g, function (all, index) { return segments[index] || ''; });
  }
  function keep(path, request) {
    request.catch(function () {});
    started[path] = request;
  }
  function get(path) { return fetch(path, { credentials: 'include', headers: { accept: 'application/json' } }); }
  function isDev(template) { return template.indexOf('/api/dev/') === 0; }
  (boot.fetches || []).forEach(function (template) { if (!isDev(template)) keep(pathOf(template), get(pathOf(template))); });
  var firstOk = Promise.all(Object.keys(started).map(function (path) { return started[path]; })).then(function (answers) {
    return answers.every(function (answer) { return answer.ok; });
  }, function () { return false; });
  (boot.afterFetches || []).forEach(function (template) {
    var path = pathOf(template);
    keep(path, firstOk.then(function (ok) {
      if (ok) return get(path);
      delete started[path];
      throw new Error('Not shown: not asked');
    }));
  });
  function answerOf(path, test) {
    var request = started[path];
    return request && request.then(function (answer) { return answer.clone().json(); }).then(test);
  }
  function askWhen(templates, yes, refusal) {
    (yes ? templates : []).forEach(function (template) {
      var path = pathOf(template);
      keep(path, yes.then(function (ok) {
        if (!ok) throw new Error(refusal);
        return get(path);
      }));
    });
  }
  askWhen(boot.adminFetches || [], answerOf('/api/session', function (reply) {
    return Boolean(reply && reply.user && reply.user.is_admin);
  }), 'Not an admin: not asked');
  askWhen((boot.fetches || []).filter(isDev), answerOf('/api/business-info', function (reply) {
    return Boolean(reply) && reply.is_production === false;
  }), 'Production: not asked');
  window.${PAGE_BOOT_FETCHES} = started;
  doc.querySelectorAll('link[data-page-style]').forEach(function (link) {
    function on() { link.media = 'all'; }
    if (link.sheet) on(); else link.addEventListener('load', on);
  });
  function add(tag, props) {
    var el = doc.createElement(tag);
    for (var key in props) el[key] = props[key];
    el.crossOrigin = '';
    doc.head.appendChild(el);
  }
  function start() {
    boot.modules.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    add('script', { type: 'module', src: boot.entry });
  }
  function later() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  if (doc.readyState === 'complete') later(); else window.addEventListener('load', later);
})();`;
