// The sandbox cashier's behaviour: Pay or Fail asks the sandbox provider to send its signed notification
// to the site, then shows the outcome. Texts come from the page's data attributes (escaped by the server).
(() => {
  const page = document.querySelector('main');
  const { orderNo, donePaid, doneFailed, doneClosed, error } = page.dataset;
  const result = page.querySelector('.result');
  const status = page.querySelector('[data-status]');
  const buttons = [...page.querySelectorAll('[data-action]')];
  const finish = (text, good) => {
    result.textContent = text;
    result.className = `result ${good ? 'ok' : 'bad'}`;
  };
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      const action = button.dataset.action;
      buttons.forEach((each) => { each.disabled = true; });
      try {
        const response = await fetch(`/web/sandbox/cashier/${encodeURIComponent(orderNo)}/${action}`, { method: 'POST' });
        const body = await response.json();
        if (body.code !== 0) throw new Error(body.msg || error);
        status.textContent = body.statusName;
        if (body.status === 2) finish(donePaid, true);
        else if (body.status === 6) finish(doneFailed, false);
        else finish(doneClosed, false);
        page.querySelector('.actions').hidden = true;
      } catch (failure) {
        finish(failure instanceof Error && failure.message ? failure.message : error, false);
        buttons.forEach((each) => { each.disabled = false; });
      }
    });
  }
})();
