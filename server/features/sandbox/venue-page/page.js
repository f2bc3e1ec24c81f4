// The sandbox venue page's behaviour: shows the venue and central wallets as the provider would see them.
// Its values come from the page's data attributes (escaped by the server); it loads nothing from elsewhere.
(() => {
  const page = document.querySelector('main');
  const { platType, lang, signedOut, won, lost, push } = page.dataset;
  const result = page.querySelector('.result');
  const roundForm = page.querySelector('[data-action="round"]');
  const note = page.querySelector('.note');
  const show = (name, value) => {
    page.querySelector(`[data-wallet="${name}"]`).textContent = value;
  };
  const money = (text) => Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  page.querySelector('[data-action="close"]').addEventListener('click', () => window.close());

  const token = localStorage.getItem('AppToken');
  if (!token) {
    note.textContent = signedOut;
    roundForm.hidden = true;
    return;
  }
  const call = (path) => fetch(`/web${path}`, { method: 'POST', headers: { token, lang } }).then((response) => response.json());

  // randomUUID exists only in secure contexts (https, localhost); the page may be served over plain http.
  const newKey = () =>
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

  // "Play a round": one simulated settled bet at this venue, its stake from this venue's wallet. The
  // request's Idempotency-Key is the bet's, so a retried request never plays twice.
  roundForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const button = roundForm.querySelector('button');
    button.disabled = true;
    note.textContent = '';
    result.textContent = '';
    fetch(`/web/sandbox/venue/${encodeURIComponent(platType)}/round`, {
      method: 'POST',
      headers: { token, lang, 'content-type': 'application/json', 'idempotency-key': newKey() },
      body: JSON.stringify({ stake: roundForm.elements.stake.value.trim() }),
    })
      .then((response) => response.json())
      .then((answer) => {
        if (answer.code !== 0) {
          note.textContent = answer.msg;
          return;
        }
        const { bet } = answer;
        const template = Number(bet.payout) === 0 ? lost : Number(bet.validBetAmount) === 0 ? push : won;
        result.className = `result ${Number(bet.payout) > 0 ? 'won' : 'lost'}`;
        result.textContent = template.replace('{game}', bet.gameName).replace('{stake}', money(bet.betAmount)).replace('{payout}', money(bet.payout));
        show('venue', money(answer.platBalance));
      })
      .catch(() => {
        note.textContent = signedOut;
      })
      .finally(() => {
        button.disabled = false;
      });
  });

  Promise.all([call(`/apiCode/getUserPlatBalance?platType=${encodeURIComponent(platType)}`), call('/user/getUserBalance')])
    .then(([venue, member]) => {
      if (venue.code !== 0) {
        note.textContent = venue.msg;
        return;
      }
      if (member.code !== 0) {
        note.textContent = member.msg;
        return;
      }
      show('venue', money(venue.platBalance));
      show('central', money(member.userBalanceMap.userBalance));
    })
    .catch(() => {
      note.textContent = signedOut;
    });
})();
