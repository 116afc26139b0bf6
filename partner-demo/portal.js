// The partner portal's own script (kept out of index.html, so the page runs under a
// Content-Security-Policy without 'unsafe-inline'). An ?agenda= or ?api= on another origin must
// also be allowed by the server's policy (STATIC_CSP_ORIGINS, see scripts/serve-static.mjs).
// The two addresses come from the query string so the same page works on any port.
var params = new URLSearchParams(window.location.search);
var apiBase = params.get('api') || 'http://localhost:8000/api/';
var embedUrl = params.get('agenda') || 'http://localhost:3002/embed.js';
var embed = document.createElement('script');
embed.src = embedUrl;
embed.onerror = function () {
  document.getElementById('stato').textContent = "Impossibile caricare l'agenda Colleghi.";
};
document.head.appendChild(embed);

var form = document.getElementById('accesso');
var stato = document.getElementById('stato');
var esci = document.getElementById('esci');
var agenda = document.getElementById('agenda');

function showError(message) {
  stato.className = 'errore';
  stato.textContent = message;
}

form.addEventListener('submit', function (event) {
  event.preventDefault();
  stato.className = '';
  stato.textContent = 'Accesso in corso…';
  var data = new FormData(form);
  fetch(new URL('auth/login/', apiBase), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: data.get('email'), password: data.get('password') }),
  })
    .then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) {
          var messages = (body && (body.non_field_errors || [body.detail])) || [];
          throw new Error(messages[0] || 'Accesso non riuscito.');
        }
        return body.key;
      });
    })
    .then(function (token) {
      if (!window.ColleghiAgenda) throw new Error("L'agenda Colleghi non è disponibile.");
      // The token stays in this page's memory: the agenda gets it, nothing is stored.
      return window.ColleghiAgenda.mount(agenda, { apiBase: apiBase, token: token });
    })
    .then(function () {
      stato.textContent = 'Accesso effettuato.';
      form.hidden = true;
      esci.hidden = false;
    })
    .catch(function (error) {
      showError(error.message || 'Accesso non riuscito.');
    });
});

esci.addEventListener('click', function () {
  window.ColleghiAgenda.unmount().then(function () {
    form.hidden = false;
    esci.hidden = true;
    stato.className = '';
    stato.textContent = 'Sei uscito.';
  });
});

agenda.addEventListener('colleghi-agenda:unauthorized', function () {
  showError('Sessione scaduta: accedi di nuovo.');
});
