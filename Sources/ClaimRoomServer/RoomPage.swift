/// The claim room's page: HTML, CSS and script served by the room itself, so that it works with no
/// connection beyond the table's network.
///
/// The page puts every name and item into the document as text (`textContent`, text nodes), never as
/// markup, and its Content-Security-Policy allows only its own script and style.
enum RoomPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>splitbill: claim your items</title>
        <link rel="stylesheet" href="app.css">
        <script src="app.js" defer></script>
        </head>
        <body>
        <header>
          <h1 id="store">Loading the bill…</h1>
          <p id="bill-line"></p>
        </header>
        <main>
          <section id="who" aria-label="Who are you?">
            <h2>Who are you?</h2>
            <div id="people-list" class="people"></div>
            <form id="join-form" hidden>
              <input id="new-name" autocomplete="name" maxlength="40" placeholder="Your name" aria-label="Your name">
              <button id="join" type="submit">Join</button>
            </form>
          </section>
          <section id="me" hidden>
            <p>You are <strong id="me-name"></strong>. Tap what you had; tap again to give it back. <button id="change-me" type="button" class="link">Not you?</button></p>
          </section>
          <section aria-label="Items">
            <ol id="items" class="items"></ol>
          </section>
          <section id="shares-section" aria-label="Shares">
            <h2>Shares so far</h2>
            <table id="shares"><tbody></tbody></table>
            <p id="unclaimed-line" class="warning" hidden></p>
            <p id="mine-line"></p>
          </section>
          <section id="host" hidden>
            <button id="finish" type="button" class="primary">Finish the split</button>
          </section>
          <section id="done" hidden>
            <h2>The split</h2>
            <pre id="summary"></pre>
          </section>
          <p id="status" role="status" aria-live="polite"></p>
        </main>
        </body>
        </html>

        """

    static let css = """
        :root { color-scheme: light dark; --accent: #0a7d4f; --warn: #b86e00; --line: #8884; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 17px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        header { padding: 16px; background: var(--accent); color: #fff; }
        header h1 { margin: 0; font-size: 1.3em; }
        header p { margin: 4px 0 0; opacity: .9; }
        main { padding: 12px 16px 48px; max-width: 560px; margin: 0 auto; }
        h2 { font-size: 1.05em; margin: 18px 0 8px; }
        .people { display: flex; flex-wrap: wrap; gap: 8px; }
        button { font: inherit; border-radius: 10px; border: 1px solid var(--line); padding: 10px 14px; background: transparent; color: inherit; }
        button.primary { background: var(--accent); color: #fff; border: 0; width: 100%; padding: 14px; font-weight: 600; }
        button.link { border: 0; padding: 0; text-decoration: underline; }
        form { display: flex; gap: 8px; margin-top: 10px; }
        input { flex: 1; font: inherit; padding: 10px; border-radius: 10px; border: 1px solid var(--line); }
        .items { list-style: none; padding: 0; margin: 8px 0; }
        .item { border: 1px solid var(--line); border-left: 6px solid var(--line); border-radius: 12px; margin: 8px 0; padding: 10px 12px; }
        .item.unclaimed { border-left-color: var(--warn); background: #ffb3001a; }
        .item.mine { border-left-color: var(--accent); background: #0a7d4f1a; }
        .item .row { display: flex; justify-content: space-between; gap: 12px; align-items: baseline; }
        .item .name { font-weight: 600; overflow-wrap: anywhere; }
        .item .price { white-space: nowrap; font-variant-numeric: tabular-nums; }
        .item .claimers { font-size: .9em; opacity: .85; margin-top: 4px; }
        .item .tag { font-size: .8em; color: var(--warn); font-weight: 600; }
        .item .actions { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
        .item .actions button { min-width: 48px; }
        table { width: 100%; border-collapse: collapse; }
        td { padding: 6px 0; border-bottom: 1px solid var(--line); }
        td.amount { text-align: right; font-variant-numeric: tabular-nums; }
        tr.mine td { font-weight: 700; }
        .warning { color: var(--warn); font-weight: 600; }
        pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #8881; padding: 12px; border-radius: 10px; }
        #status { min-height: 1.4em; }
        #status.error { color: #c0262d; font-weight: 600; }

        """

    static let script = """
        'use strict';
        const key = 'splitbill:' + location.pathname;
        const hostToken = new URLSearchParams(location.search).get('host');
        let me = localStorage.getItem(key);
        let state = null;

        function node(tag, attributes, ...children) {
          const e = document.createElement(tag);
          for (const [name, value] of Object.entries(attributes || {})) {
            if (name === 'class') e.className = value;
            else if (name.startsWith('on')) e.addEventListener(name.slice(2), value);
            else e.setAttribute(name, value);
          }
          for (const child of children) if (child !== null && child !== undefined) e.append(child);
          return e;
        }

        function say(text, isError) {
          const status = document.getElementById('status');
          status.textContent = text || '';
          status.className = isError ? 'error' : '';
        }

        async function call(method, path, body) {
          let response;
          try {
            response = await fetch(path, { method, headers: body ? { 'Content-Type': 'application/json' } : {},
                                          body: body ? JSON.stringify(body) : undefined, cache: 'no-store' });
          } catch (e) { say('The room cannot be reached; is this phone on the same network?', true); return null; }
          const data = await response.json().catch(() => ({ error: 'The room answered ' + response.status + '.' }));
          if (!response.ok) { say(data.error || ('The room answered ' + response.status + '.'), true); return null; }
          say('');
          show(data);
          return data;
        }

        function myClaim(itemId) {
          return state.split.claims.find(c => c.item === itemId && me && c.person.toLowerCase() === me.toLowerCase());
        }

        function choose(name) {
          me = name;
          localStorage.setItem(key, name);
          if (state) show(state);
        }

        function showPeople() {
          const list = document.getElementById('people-list');
          list.replaceChildren(...state.bill.people.map(name =>
            node('button', { type: 'button', 'data-person': name, onclick: () => choose(name) }, name)));
          document.getElementById('join-form').hidden = !state.bill.newPeople;
          const known = me && state.bill.people.find(p => p.toLowerCase() === me.toLowerCase());
          if (me && !known) me = null;
          if (known) me = known;
          const finished = !!state.finished;
          document.getElementById('who').hidden = !!me || finished;
          document.getElementById('me').hidden = !me || finished;
          document.getElementById('me-name').textContent = me || '';
        }

        function claimersText(item) {
          return state.split.claims.filter(c => c.item === item.id).map(c =>
            c.units !== undefined ? c.person + ' ×' + c.units : (c.share !== undefined && c.share !== 1 ? c.person + ' (' + c.share + ' parts)' : c.person)
          ).join(', ');
        }

        function showItems() {
          const finished = !!state.finished;
          const unclaimed = new Set(state.split.unclaimed);
          const rows = state.bill.items.map(item => {
            const mine = myClaim(item.id);
            const classes = ['item'];
            if (unclaimed.has(item.id)) classes.push('unclaimed');
            if (mine) classes.push('mine');
            const price = node('span', { class: 'price' }, item.amountText);
            const head = node('div', { class: 'row' }, node('span', { class: 'name' }, item.name), price);
            const claimers = claimersText(item);
            const left = state.split.unitsLeft[item.id];
            const tags = [];
            if (unclaimed.has(item.id)) tags.push(item.units && left !== undefined && left < item.units ? left + ' of ' + item.units + ' not claimed' : 'Not claimed yet');
            const info = node('div', { class: 'claimers' }, claimers || '', tags.length ? node('span', { class: 'tag' }, (claimers ? ' · ' : '') + tags.join(' ')) : null);
            const actions = node('div', { class: 'actions' });
            if (me && !finished) {
              if (item.units && !(mine && mine.share !== undefined) && !(claimers && !mine && state.split.claims.some(c => c.item === item.id && c.share !== undefined))) {
                const units = mine && mine.units !== undefined ? mine.units : 0;
                actions.append(
                  node('button', { type: 'button', 'data-action': 'less', 'aria-label': 'One less', onclick: () => units <= 1
                    ? call('DELETE', 'claims?person=' + encodeURIComponent(me) + '&item=' + encodeURIComponent(item.id))
                    : call('POST', 'claims', { person: me, item: item.id, units: units - 1 }) }, '−'),
                  node('span', { 'data-units': item.id }, units + ' of ' + item.units),
                  node('button', { type: 'button', 'data-action': 'more', 'aria-label': 'One more', onclick: () =>
                    call('POST', 'claims', { person: me, item: item.id, units: units + 1 }) }, '+'));
                if (!mine && !claimers) actions.append(node('button', { type: 'button', 'data-action': 'share', onclick: () =>
                  call('POST', 'claims', { person: me, item: item.id }) }, 'Share all'));
              } else {
                actions.append(node('button', { type: 'button', 'data-action': 'claim', onclick: () => mine
                  ? call('DELETE', 'claims?person=' + encodeURIComponent(me) + '&item=' + encodeURIComponent(item.id))
                  : call('POST', 'claims', { person: me, item: item.id }) }, mine ? 'Give back' : (claimers ? 'I shared this' : 'I had this')));
              }
            }
            return node('li', { class: classes.join(' '), 'data-item': item.id }, head, info, actions);
          });
          document.getElementById('items').replaceChildren(...rows);
        }

        function showShares() {
          const split = state.split;
          const body = document.querySelector('#shares tbody');
          body.replaceChildren(...split.people.map(p => node('tr', { class: me && p.name.toLowerCase() === me.toLowerCase() ? 'mine' : '', 'data-share': p.name },
            node('td', {}, p.name), node('td', { class: 'amount' }, p.totalText))));
          const line = document.getElementById('unclaimed-line');
          line.hidden = !(Number(split.unclaimedAmount) > 0) || !!state.finished;
          line.textContent = 'Not claimed yet: ' + split.unclaimedAmountText;
          const mine = me && split.people.find(p => p.name.toLowerCase() === me.toLowerCase());
          const parts = [];
          if (mine) {
            parts.push('Your items ' + mine.itemsText);
            for (const [k, label] of [['discount', 'discount'], ['service', 'service'], ['tax', 'tax'], ['tip', 'tip'], ['rounding', 'rounding']])
              if (Number(mine[k]) !== 0) parts.push(label + ' ' + mine[k + 'Text']);
          }
          const mineLine = document.getElementById('mine-line');
          mineLine.textContent = mine ? parts.join(', ') + ': you pay ' + mine.totalText + '.' : '';
          mineLine.setAttribute('data-total', mine ? mine.total : '');
          if (split.problem) say(split.problem, true);
        }

        function show(next) {
          state = next;
          const bill = state.bill;
          document.getElementById('store').textContent = bill.store || 'The bill';
          const figures = state.split.bill;
          document.getElementById('bill-line').textContent = [bill.date, figures ? 'Total ' + figures.totalText : null].filter(Boolean).join(' · ');
          showPeople();
          showItems();
          showShares();
          document.getElementById('host').hidden = !hostToken || !!state.finished;
          const done = document.getElementById('done');
          done.hidden = !state.finished;
          if (state.finished) {
            document.getElementById('summary').textContent = state.finished.summary;
            document.getElementById('shares-section').hidden = true;
            if (events) events.close();
          }
        }

        let events = null;
        document.addEventListener('DOMContentLoaded', () => {
          document.getElementById('join-form').addEventListener('submit', async e => {
            e.preventDefault();
            const name = document.getElementById('new-name').value.trim();
            if (!name) return;
            const data = await call('POST', 'people', { name });
            if (data) {
              const known = data.bill.people.find(p => p.toLowerCase() === name.toLowerCase());
              choose(known || name);
            }
          });
          document.getElementById('change-me').addEventListener('click', () => { me = null; localStorage.removeItem(key); show(state); });
          document.getElementById('finish').addEventListener('click', () => call('POST', 'finish', { host: hostToken }));
          events = new EventSource('events');
          events.addEventListener('state', e => show(JSON.parse(e.data)));
          events.onerror = () => { if (!(state && state.finished)) say('Reconnecting to the room…', false); };
          events.onopen = () => say('');
        });

        """
}
