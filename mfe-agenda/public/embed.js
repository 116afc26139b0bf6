/*
 * Colleghi — agenda per portali partner.
 * Plain browser JavaScript, no bundler, no React needed on the partner page:
 *
 *   <script src="https://agenda.example/embed.js"></script>
 *   await ColleghiAgenda.mount(document.getElementById('agenda'), { apiBase, token });
 *   await ColleghiAgenda.unmount();
 *
 * It loads the agenda's container (remoteEntry.js, next to this file, with its federation
 * runtime), initialises it with its own shared fallbacks (no host shares anything with it) and runs the
 * single-spa lifecycles exposed as './PartnerAgenda'.
 */
(function () {
  'use strict';

  var CONTAINER = 'agenda';
  var MODULE = './PartnerAgenda';

  // document.currentScript exists only while this file runs for the first time.
  var script = document.currentScript;
  var base = script && script.src ? new URL('.', script.src).href : null;

  var containerPromise = null;
  var lifecyclesPromise = null;
  var mountedElement = null;

  function fail(message, cause) {
    var error = new Error(message);
    if (cause) error.cause = cause;
    return error;
  }

  // window.agenda may also be the partner's own <div id="agenda"> (named element access):
  // only an object with init/get is the federation container.
  function container() {
    var candidate = window[CONTAINER];
    return candidate && typeof candidate.init === 'function' && typeof candidate.get === 'function'
      ? candidate
      : null;
  }

  function loadScript(file, isReady) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement('script');
      tag.src = new URL(file, base).href;
      tag.async = true;
      tag.onload = function () {
        if (isReady()) resolve();
        else reject(fail("Il modulo dell'agenda non è valido."));
      };
      tag.onerror = function () {
        reject(fail("Impossibile caricare l'agenda. Riprova più tardi."));
      };
      document.head.appendChild(tag);
    });
  }

  function loadRemoteEntry() {
    if (container()) return Promise.resolve(container());
    if (!base) return Promise.reject(fail("Impossibile determinare l'indirizzo dell'agenda."));
    return loadScript('remoteEntry.js', function () {
      return !!container();
    }).then(container);
  }

  function loadLifecycles() {
    if (!lifecyclesPromise) {
      containerPromise = containerPromise || loadRemoteEntry();
      lifecyclesPromise = containerPromise
        .then(function (agenda) {
          // An empty share scope: the container registers and uses its own copies of React,
          // MUI and @colleghi/shared (nothing on the partner page is shared with it).
          return Promise.resolve(agenda.init({})).then(function () {
            return agenda.get(MODULE);
          });
        })
        .then(function (factory) {
          var exported = factory();
          var lifecycles = exported && exported.mount ? exported : exported && exported.default;
          if (!lifecycles || typeof lifecycles.mount !== 'function') {
            throw fail("Il modulo dell'agenda non è valido.");
          }
          return Promise.resolve(lifecycles.bootstrap && lifecycles.bootstrap({})).then(
            function () {
              return lifecycles;
            },
          );
        })
        .catch(function (error) {
          // A later call may retry (the network can come back).
          lifecyclesPromise = null;
          containerPromise = null;
          if (error && /^(Impossibile|Il modulo)/.test(error.message)) throw error;
          throw fail("Impossibile caricare l'agenda. Riprova più tardi.", error);
        });
    }
    return lifecyclesPromise;
  }

  function mount(element, options) {
    if (!(element instanceof HTMLElement)) {
      return Promise.reject(fail("Elemento per l'agenda non valido."));
    }
    var opts = options || {};
    if (!opts.apiBase || !opts.token) {
      return Promise.reject(fail("Per mostrare l'agenda servono apiBase e token."));
    }
    return unmount()
      .then(loadLifecycles)
      .then(function (lifecycles) {
        return Promise.resolve(
          lifecycles.mount({ domElement: element, apiBase: opts.apiBase, token: opts.token }),
        )
          .then(function () {
            mountedElement = element;
          })
          .catch(function (error) {
            throw fail("Impossibile mostrare l'agenda.", error);
          });
      });
  }

  function unmount() {
    var element = mountedElement;
    if (!element || !lifecyclesPromise) return Promise.resolve();
    mountedElement = null;
    return lifecyclesPromise.then(function (lifecycles) {
      return Promise.resolve(lifecycles.unmount({ domElement: element })).catch(function (error) {
        throw fail("Impossibile chiudere l'agenda.", error);
      });
    });
  }

  window.ColleghiAgenda = { mount: mount, unmount: unmount };
})();
