// Until the page is live (html[data-live], shell/src/app/page-live.tsx), keeps clicks on controls only script
// can act on and sends of forms only script can send (form[data-needs-js]); the shell replays them once live.
// The same in the page (`main`) while its part still waits for its code (html[data-page-pending],
// shell/src/app/page-code.ts): it is replayed once that part is in.
// Links, <summary> and forms with an action work without script. A file: the CSP allows no inline script.
(function () {
  var root = document.documentElement;
  var kept = (document.defaultView.__earlyEvents = []);
  function listen(type, selector, keep) {
    document.addEventListener(
      type,
      function (event) {
        var target = event.target;
        var waiting = !('live' in root.dataset) || ('pagePending' in root.dataset && target && target.closest && target.closest('main'));
        var element = waiting && target && target.closest && target.closest(selector);
        if (element && kept.length < 20) keep(element, event);
      },
      true,
    );
  }
  // A <button> with no type submits its form: only explicit type="button" ones are kept.
  listen('click', 'button[type=button],[data-replay]', function (element) {
    kept.push({ type: 'click', target: element });
  });
  listen('submit', 'form[data-needs-js]', function (form, event) {
    event.preventDefault();
    for (var i = 0; i < kept.length; i++) if (kept[i].target === form) return;
    kept.push({ type: 'submit', target: form, submitter: event.submitter || null });
  });
})();
