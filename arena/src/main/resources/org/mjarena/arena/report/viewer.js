// The replay viewer of report.html. It reads the games that ViewerGames wrote (the <script id="viewer-data">
// element), folds each game's steps into the table after every event, and draws one step at a time. It
// computes no rule: every hand, meld and river is what the engine's trackers recorded.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('viewer-data').textContent);
  const SUIT_CHAR = { W: '万', T: '条', B: '筒' };
  const HONOUR = { F1: '东', F2: '南', F3: '西', F4: '北', J1: '中', J2: '发', J3: '白' };
  const WIND_EN = ['East', 'South', 'West', 'North'];
  const WIND_ZH = ['东', '南', '西', '北'];
  const $ = (id) => document.getElementById(id);
  let game = null;
  let states = [];
  let step = 0;
  let view = 'table';
  let lang = 'en';

  /** The table after each step: the recorded changes applied one after another. */
  function fold(g) {
    const result = [];
    let now = { h: ['', '', '', ''], d: ['', '', '', ''], m: ['', '', '', ''], r: ['', '', '', ''],
      f: [0, 0, 0, 0], t: [false, false, false, false], p: [0, 0, 0, 0], w: 0 };
    for (const s of g.steps) {
      const next = { h: now.h.slice(), d: now.d.slice(), m: now.m.slice(), r: now.r.slice(), f: now.f, t: now.t, p: now.p, w: now.w };
      for (const key of ['h', 'd', 'm', 'r']) {
        if (s[key]) {
          for (const seat of Object.keys(s[key])) {
            next[key][Number(seat)] = s[key][seat];
          }
        }
      }
      if (s.f) next.f = s.f;
      if (s.t) next.t = s.t;
      if (s.p) next.p = s.p;
      if (s.w !== undefined) next.w = s.w;
      result.push(next);
      now = next;
    }
    return result;
  }

  /** Tile codes written one after another ("W1W1T5"), each with the flags that follow it (* or ^). */
  function tiles(text) {
    return text.match(/[WTBFJH][1-9][*^]*/g) || [];
  }

  function tile(code, extra) {
    const el = document.createElement('span');
    const kind = code.substring(0, 2);
    el.className = 'tile ' + kind[0] + ' ' + kind + (extra ? ' ' + extra : '');
    el.dataset.tile = kind;
    el.title = kind;
    if (SUIT_CHAR[kind[0]]) {
      el.textContent = kind[1];
      const small = document.createElement('small');
      small.textContent = SUIT_CHAR[kind[0]];
      el.appendChild(small);
    } else {
      el.textContent = HONOUR[kind] || kind;
    }
    if (code.includes('*')) el.classList.add('tsumogiri');
    if (code.includes('^')) el.classList.add('claimed');
    return el;
  }

  function back() {
    const el = document.createElement('span');
    el.className = 'tile back';
    return el;
  }

  /** True when the chosen view shows this seat's concealed tiles. */
  function shows(seat) {
    return view === 'table' || Number(view) === seat;
  }

  function drawSeat(seat, state, s) {
    const box = $('seat-' + seat);
    const head = box.querySelector('.seat-head');
    const wind = game.winds[seat];
    head.textContent = 'S' + seat + ' · ' + (lang === 'zh' ? WIND_ZH[wind] : WIND_EN[wind]) + ' · ' + game.seats[seat]
      + ' · ' + (state.p[seat] > 0 ? '+' : '') + state.p[seat] + ' points'
      + (state.f[seat] > 0 ? ' · ' + state.f[seat] + ' flowers' : '');
    if (state.t[seat]) {
      const ting = document.createElement('span');
      ting.className = 'ting';
      ting.textContent = 'ting 听';
      head.appendChild(ting);
    }
    box.classList.toggle('active', s.s === seat);
    const hand = box.querySelector('.hand');
    hand.replaceChildren();
    const concealed = tiles(state.h[seat]);
    const drawn = state.d[seat];
    if (shows(seat)) {
      hand.dataset.tiles = state.h[seat];
      hand.dataset.drawn = drawn;
      concealed.forEach((t) => hand.appendChild(tile(t)));
      if (drawn) hand.appendChild(tile(drawn, 'drawn'));
    } else {
      hand.dataset.tiles = '';
      hand.dataset.drawn = '';
      concealed.forEach(() => hand.appendChild(back()));
      if (drawn) hand.appendChild(back()).classList.add('drawn');
    }
    const melds = box.querySelector('.melds');
    melds.replaceChildren();
    melds.dataset.melds = state.m[seat];
    for (const meld of state.m[seat] ? state.m[seat].split(',') : []) {
      const [kind, codes] = meld.split(':');
      const group = document.createElement('span');
      group.className = 'meld';
      group.title = { C: 'chow', P: 'pung', E: 'exposed kong', A: 'added kong', K: 'concealed kong' }[kind];
      tiles(codes).forEach((t) => group.appendChild(kind === 'K' && !shows(seat) ? back() : tile(t)));
      melds.appendChild(group);
    }
    const river = box.querySelector('.river');
    river.replaceChildren();
    river.dataset.tiles = state.r[seat];
    const discards = tiles(state.r[seat]);
    discards.forEach((t, i) => river.appendChild(tile(t, s.k === 'Discarded' && s.s === seat && i === discards.length - 1 ? 'last' : '')));
  }

  function eventText(s) {
    if (view === 'table' || !s.v) return s.e;
    const seen = s.v[Number(view)];
    return seen === null ? '(S' + view + ' does not see this event)' : seen;
  }

  function draw() {
    const s = game.steps[step];
    const state = states[step];
    for (let seat = 0; seat < 4; seat++) drawSeat(seat, state, s);
    $('wall').textContent = state.w;
    const ev = $('event');
    ev.textContent = (step + 1) + '. ' + eventText(s);
    ev.dataset.step = step;
    ev.dataset.kind = s.k;
    ev.dataset.seat = s.s;
    ev.dataset.tile = s.x;
    $('step-no').textContent = 'event ' + (step + 1) + ' of ' + game.steps.length;
    $('scrub').value = step;
    const said = $('said');
    said.replaceChildren();
    for (const text of s.c[lang]) {
      const li = document.createElement('li');
      li.textContent = text;
      said.appendChild(li);
    }
    const log = $('log');
    log.replaceChildren();
    const from = Math.max(0, step - 12);
    log.start = from + 1;
    for (let i = from; i <= step; i++) {
      const li = document.createElement('li');
      li.textContent = eventText(game.steps[i]);
      if (i === step) li.className = 'now';
      log.appendChild(li);
    }
  }

  function go(to) {
    step = Math.max(0, Math.min(game.steps.length - 1, to));
    draw();
  }

  function choose(index) {
    game = data.games[index];
    states = fold(game);
    $('scrub').max = game.steps.length - 1;
    $('game-result').textContent = 'deal ' + game.deal + ', seat order ' + game.order + (game.label ? ' (' + game.label + ')' : '')
      + ': ' + game.result;
    go(0);
  }

  const select = $('game-select');
  data.games.forEach((g, i) => {
    const option = document.createElement('option');
    option.value = i;
    // The fan list of an MCR win is long: the picker shows the result up to it, the line above the board all of it.
    const cut = g.result.indexOf(' (');
    option.textContent = '#' + g.n + ' · deal ' + g.deal + ' · ' + (cut > 0 ? g.result.substring(0, cut) : g.result);
    select.appendChild(option);
  });
  select.addEventListener('change', () => choose(Number(select.value)));
  $('first').addEventListener('click', () => go(0));
  $('prev').addEventListener('click', () => go(step - 1));
  $('next').addEventListener('click', () => go(step + 1));
  $('last').addEventListener('click', () => go(game.steps.length - 1));
  $('scrub').addEventListener('input', (e) => go(Number(e.target.value)));
  $('view-select').addEventListener('change', (e) => { view = e.target.value; draw(); });
  for (const l of ['en', 'zh']) {
    $('lang-' + l).addEventListener('click', () => {
      lang = l;
      $('lang-en').classList.toggle('on', l === 'en');
      $('lang-zh').classList.toggle('on', l === 'zh');
      draw();
    });
  }
  document.addEventListener('keydown', (e) => {
    if (!game || e.target.tagName === 'SELECT' || e.target.tagName === 'INPUT') return;
    const moves = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: game.steps.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      go(moves[e.key]);
    }
  });
  /** Opens the place a link names, #game=N&step=K (N the game's index in the run, K its step), when the viewer holds it. */
  function follow() {
    const place = new URLSearchParams(location.hash.substring(1));
    if (!place.has('game')) return false;
    const index = data.games.findIndex((g) => String(g.n) === place.get('game'));
    if (index < 0) return false;
    select.value = index;
    choose(index);
    go(Number(place.get('step')) || 0);
    $('viewer').scrollIntoView();
    return true;
  }
  window.addEventListener('hashchange', follow);
  if (!follow() && data.games.length > 0) choose(0);
})();
