// The sandbox venue page's behaviour: shows the venue and central wallets as the provider would see them.
// Its values come from the page's data attributes (escaped by the server); it loads nothing from elsewhere.
(() => {
  const page = document.querySelector('main');
  const { platType, lang, signedOut } = page.dataset;
  const note = page.querySelector('.note');
  const show = (name, value) => {
    page.querySelector(`[data-wallet="${name}"]`).textContent = value;
  };
  const money = (text) => Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  page.querySelector('[data-action="close"]').addEventListener('click', () => window.close());

  const token = localStorage.getItem('AppToken');
  if (!token) {
    note.textContent = signedOut;
    return;
  }
  const call = (path) => fetch(`/web${path}`, { method: 'POST', headers: { token, lang } }).then((response) => response.json());
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
