import { BUTTON, RANDOM, type WidgetCode } from './widget-code';

/**
 * The apps' widgets (tools.ts): flashcards, a board, a memory game, a typing test and a poll,
 * each as the markup its behaviour expects, the behaviour, and a probe that uses it the way a
 * visitor would. What the visitor makes (cards, votes) is kept in their browser under the page's
 * address and the tool's id, as the tracker keeps its list.
 */

/** The statements that give a widget `load()` and `save(value)` of its kept state. */
const KEPT = `
    var key = 'tool:' + location.pathname + ':' + (root.getAttribute('data-tool') || root.getAttribute('data-widget'));
    function load() { try { return JSON.parse(localStorage.getItem(key)); } catch (error) { return null; } }
    function save(value) { try { localStorage.setItem(key, JSON.stringify(value)); } catch (error) { /* storage off */ } }`;

const FLASHCARDS: WidgetCode = {
  markup:
    '<div data-widget="flashcards" data-sides="Q|A" data-cards=\'[["q","a"]]\'>: <button data-card> with [data-side], [data-face]; [data-progress]; [data-action="prev|flip|next|shuffle"]; <form data-add> [data-front-input] [data-back-input]; <ul data-list>.',
  helpers: [RANDOM, BUTTON],
  behaviour: `
  document.querySelectorAll('[data-widget="flashcards"]').forEach(function (root) {${KEPT}
    var card = root.querySelector('[data-card]');
    var face = root.querySelector('[data-face]');
    var side = root.querySelector('[data-side]');
    var progress = root.querySelector('[data-progress]');
    var flip = root.querySelector('[data-action="flip"]');
    var form = root.querySelector('[data-add]');
    var frontInput = root.querySelector('[data-front-input]');
    var backInput = root.querySelector('[data-back-input]');
    var list = root.querySelector('[data-list]');
    if (!card || !face) return;
    var sides = (root.getAttribute('data-sides') || 'Question|Answer').split('|');
    var cards = load();
    if (!Array.isArray(cards)) {
      cards = [];
      try { JSON.parse(root.getAttribute('data-cards') || '[]').forEach(function (pair) { cards.push({ front: pair[0], back: pair[1], example: true }); }); } catch (error) { /* none */ }
    }
    var at = 0;
    var turned = false;
    function show() {
      at = Math.max(0, Math.min(at, cards.length - 1));
      var current = cards[at];
      card.disabled = !current;
      card.classList.toggle('turned', turned && !!current);
      if (side) side.textContent = current ? sides[turned ? 1 : 0] : '';
      face.textContent = current ? (turned ? current.back : current.front) : word('no-cards', 'No cards yet: add the first one below.');
      if (progress) progress.textContent = current ? word('card', 'Card') + ' ' + (at + 1) + ' ' + word('of', 'of') + ' ' + cards.length : '';
      if (flip) { flip.disabled = !current; flip.textContent = word('show', 'Show') + ' ' + sides[turned ? 0 : 1].toLowerCase(); }
      root.querySelectorAll('[data-action="prev"], [data-action="next"], [data-action="shuffle"]').forEach(function (control) { control.disabled = cards.length < 2; });
      root.setAttribute('data-ready', '');
    }
    function renderDeck() {
      if (!list) return;
      list.textContent = '';
      cards.forEach(function (each, index) {
        var li = document.createElement('li');
        var words = document.createElement('span');
        words.textContent = each.front + ' — ' + each.back;
        li.appendChild(words);
        if (each.example) { var tag = document.createElement('em'); tag.textContent = word('example', 'Example'); li.appendChild(tag); }
        var remove = button(word('delete', 'Delete'), word('delete', 'Delete') + ' ' + each.front);
        remove.addEventListener('click', function () { cards.splice(index, 1); if (at > index) at -= 1; turned = false; changed(); (frontInput || card).focus(); });
        li.appendChild(remove);
        list.appendChild(li);
      });
    }
    /** The deck changed: kept, listed and shown again. */
    function changed() { save(cards); renderDeck(); show(); }
    function step(by) { if (cards.length === 0) return; at = (at + by + cards.length) % cards.length; turned = false; show(); }
    function turn() { if (cards.length === 0) return; turned = !turned; show(); }
    card.addEventListener('click', turn);
    if (flip) flip.addEventListener('click', turn);
    root.querySelectorAll('[data-action]').forEach(function (control) {
      var action = control.getAttribute('data-action');
      if (action === 'prev') control.addEventListener('click', function () { step(-1); });
      if (action === 'next') control.addEventListener('click', function () { step(1); });
      if (action === 'shuffle') control.addEventListener('click', function () { cards = shuffled(cards); at = 0; turned = false; changed(); });
    });
    root.addEventListener('keydown', function (event) {
      if (/^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)) return;
      if (event.key === 'ArrowLeft') { step(-1); event.preventDefault(); }
      if (event.key === 'ArrowRight') { step(1); event.preventDefault(); }
    });
    if (form && frontInput && backInput) form.addEventListener('submit', function (event) {
      event.preventDefault();
      var front = frontInput.value.trim();
      var back = backInput.value.trim();
      if (!front) { frontInput.focus(); return; }
      if (!back) { backInput.focus(); return; }
      cards.push({ front: front.slice(0, 200), back: back.slice(0, 400) });
      at = cards.length - 1;
      turned = false;
      frontInput.value = '';
      backInput.value = '';
      changed();
      frontInput.focus();
    });
    renderDeck();
    show();
  });`,
  probe: `
    var card = root.querySelector('[data-card]');
    var face = root.querySelector('[data-face]');
    var form = root.querySelector('[data-add]');
    var front = root.querySelector('[data-front-input]');
    var back = root.querySelector('[data-back-input]');
    if (!root.hasAttribute('data-ready') || !card || !face || !form || !front || !back) return Promise.resolve({ ok: false, detail: 'the deck never starts' });
    var name = 'Probe ' + Math.random().toString(36).slice(2, 7);
    front.value = name;
    back.value = name + ' answer';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    if (face.textContent !== name) return Promise.resolve({ ok: false, detail: 'adding a card does not show it' });
    card.click();
    var turns = face.textContent === name + ' answer';
    var entry = Array.prototype.filter.call(root.querySelectorAll('[data-list] li'), function (li) { return li.textContent.indexOf(name) === 0; })[0];
    var remove = entry && entry.querySelector('button');
    if (remove) remove.click();
    var gone = face.textContent.indexOf(name) < 0;
    var ok = turns && gone;
    return Promise.resolve({ ok: ok, detail: ok ? 'adds, turns and deletes cards' : (turns ? 'deleting a card does nothing' : 'the card does not turn') });`,
};

const BOARD: WidgetCode = {
  markup:
    '<div data-widget="board">: <form data-add> [data-text-input]; [data-column="n" data-name] each with [data-count], <ul data-list>.',
  helpers: [BUTTON],
  behaviour: `
  document.querySelectorAll('[data-widget="board"]').forEach(function (root) {${KEPT}
    var form = root.querySelector('[data-add]');
    var text = root.querySelector('[data-text-input]');
    var columns = Array.prototype.slice.call(root.querySelectorAll('[data-column]'));
    if (!form || !text || columns.length === 0) return;
    var names = columns.map(function (column) { return column.getAttribute('data-name') || ''; });
    var cards = load();
    if (!Array.isArray(cards)) cards = [];
    var dragged = null;
    function move(card, to, focusName) {
      card.column = to;
      cards.splice(cards.indexOf(card), 1);
      cards.push(card);
      save(cards);
      render();
      var again = root.querySelector('[data-column="' + to + '"] [data-move="' + focusName + '"]');
      var fallback = root.querySelector('[data-column="' + to + '"] [data-entry]:last-child button');
      if (again || fallback) (again || fallback).focus();
    }
    function entry(card) {
      var li = document.createElement('li');
      li.setAttribute('data-entry', '');
      li.draggable = true;
      var name = document.createElement('span');
      name.textContent = card.text;
      li.appendChild(name);
      var controls = document.createElement('span');
      controls.className = 'board-moves';
      if (card.column > 0) {
        var left = button('←', word('move', 'Move') + ' ' + card.text + ' ' + word('to', 'to') + ' ' + names[card.column - 1]);
        left.setAttribute('data-move', 'left');
        left.addEventListener('click', function () { move(card, card.column - 1, 'left'); });
        controls.appendChild(left);
      }
      if (card.column < columns.length - 1) {
        var right = button('→', word('move', 'Move') + ' ' + card.text + ' ' + word('to', 'to') + ' ' + names[card.column + 1]);
        right.setAttribute('data-move', 'right');
        right.addEventListener('click', function () { move(card, card.column + 1, 'right'); });
        controls.appendChild(right);
      }
      var remove = button('×', word('delete', 'Delete') + ' ' + card.text);
      remove.addEventListener('click', function () { cards.splice(cards.indexOf(card), 1); save(cards); render(); text.focus(); });
      controls.appendChild(remove);
      li.appendChild(controls);
      li.addEventListener('dragstart', function (event) { dragged = card; if (event.dataTransfer) event.dataTransfer.setData('text/plain', card.text); });
      return li;
    }
    function render() {
      columns.forEach(function (column, index) {
        var list = column.querySelector('[data-list]');
        var count = column.querySelector('[data-count]');
        var held = cards.filter(function (card) { return card.column === index; });
        list.textContent = '';
        held.forEach(function (card) { list.appendChild(entry(card)); });
        if (count) count.textContent = String(held.length);
      });
      root.setAttribute('data-ready', '');
    }
    columns.forEach(function (column, index) {
      column.addEventListener('dragover', function (event) { if (dragged) event.preventDefault(); });
      column.addEventListener('drop', function (event) { event.preventDefault(); if (dragged && dragged.column !== index) move(dragged, index, ''); dragged = null; });
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var value = text.value.trim();
      if (!value) { text.focus(); return; }
      cards.push({ text: value.slice(0, 120), column: 0 });
      save(cards);
      text.value = '';
      text.focus();
      render();
    });
    render();
  });`,
  probe: `
    var form = root.querySelector('[data-add]');
    var text = root.querySelector('[data-text-input]');
    var columns = root.querySelectorAll('[data-column]');
    if (!root.hasAttribute('data-ready') || !form || !text || columns.length < 2) return Promise.resolve({ ok: false, detail: 'the board never starts' });
    var name = 'Probe ' + Math.random().toString(36).slice(2, 7);
    var columnOf = function () {
      for (var i = 0; i < columns.length; i += 1) {
        var found = Array.prototype.some.call(columns[i].querySelectorAll('[data-entry]'), function (li) { return li.textContent.indexOf(name) === 0; });
        if (found) return i;
      }
      return -1;
    };
    var cardIn = function (at) { return Array.prototype.filter.call(columns[at].querySelectorAll('[data-entry]'), function (li) { return li.textContent.indexOf(name) === 0; })[0]; };
    text.value = name;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    if (columnOf() !== 0) return Promise.resolve({ ok: false, detail: 'adding a card does nothing' });
    cardIn(0).querySelector('[data-move="right"]').click();
    var moved = columnOf() === 1;
    var card = cardIn(Math.max(0, columnOf()));
    var buttons = card ? card.querySelectorAll('button') : [];
    if (buttons.length) buttons[buttons.length - 1].click();
    var gone = columnOf() === -1;
    var ok = moved && gone;
    return Promise.resolve({ ok: ok, detail: ok ? 'adds, moves and deletes cards' : (moved ? 'deleting a card does nothing' : 'a card does not move') });`,
};

/** The memory game's symbols: shapes every system's fonts draw, each with its spoken name. */
const SYMBOLS = [
  ['★', 'star'],
  ['♥', 'heart'],
  ['♦', 'diamond'],
  ['♣', 'club'],
  ['♠', 'spade'],
  ['●', 'circle'],
  ['▲', 'triangle'],
  ['■', 'square'],
  ['☀', 'sun'],
  ['☂', 'umbrella'],
  ['♪', 'note'],
  ['☾', 'moon'],
] as const;

const MEMORY_GAME: WidgetCode = {
  markup:
    '<div data-widget="memory-game" data-pairs="8">: empty [data-grid], [data-moves], [data-found], [data-status] (aria-live), [data-action="new"].',
  helpers: [RANDOM],
  behaviour: `
  var SYMBOLS = ${JSON.stringify(SYMBOLS)};
  document.querySelectorAll('[data-widget="memory-game"]').forEach(function (root) {
    var grid = root.querySelector('[data-grid]');
    var movesShown = root.querySelector('[data-moves]');
    var foundShown = root.querySelector('[data-found]');
    var status = root.querySelector('[data-status]');
    var again = root.querySelector('[data-action="new"]');
    if (!grid) return;
    var pairs = Math.max(2, Math.min(SYMBOLS.length, Number(root.getAttribute('data-pairs')) || 8));
    var deck, open, found, moves, hideTimer, startedAt;
    function label(index, symbol) { return word('card', 'Card') + ' ' + (index + 1) + ', ' + (symbol ? symbol[1] : word('face-down', 'face down')); }
    function showCard(button, faceUp) {
      var index = Number(button.getAttribute('data-index'));
      var symbol = deck[index];
      button.textContent = faceUp ? symbol[0] : '';
      button.setAttribute('aria-label', label(index, faceUp ? symbol : null));
      button.classList.toggle('up', faceUp);
      button.setAttribute('data-symbol', faceUp ? symbol[1] : '');
    }
    function counts() {
      if (movesShown) movesShown.textContent = String(moves);
      if (foundShown) foundShown.textContent = found + ' / ' + pairs;
    }
    function hideOpen() {
      clearTimeout(hideTimer);
      open.forEach(function (button) { showCard(button, false); });
      open = [];
    }
    function choose(button) {
      if (button.classList.contains('matched')) return;
      if (open.length === 2) hideOpen();
      if (open.indexOf(button) >= 0) return;
      if (!startedAt) startedAt = Date.now();
      showCard(button, true);
      open.push(button);
      if (open.length < 2) { if (status) status.textContent = deck[Number(button.getAttribute('data-index'))][1]; return; }
      moves += 1;
      var first = deck[Number(open[0].getAttribute('data-index'))];
      var second = deck[Number(open[1].getAttribute('data-index'))];
      if (first[1] === second[1]) {
        open.forEach(function (each) { each.classList.add('matched'); each.setAttribute('aria-disabled', 'true'); });
        open = [];
        found += 1;
        var seconds = Math.round((Date.now() - startedAt) / 1000);
        if (status) status.textContent = found === pairs ? word('memory-won', 'You found all the pairs') + ': ' + moves + ' ' + word('moves', 'moves') + ', ' + seconds + ' s.' : word('pair', 'A pair') + ': ' + first[1] + '.';
        if (found === pairs) root.setAttribute('data-won', '');
      } else {
        if (status) status.textContent = first[1] + ', ' + second[1] + ': ' + word('no-pair', 'not a pair.');
        hideTimer = setTimeout(hideOpen, 900);
      }
      counts();
    }
    function deal() {
      clearTimeout(hideTimer);
      var chosen = SYMBOLS.slice(0, pairs);
      deck = shuffled(chosen.concat(chosen));
      open = [];
      found = 0;
      moves = 0;
      startedAt = 0;
      root.removeAttribute('data-won');
      grid.textContent = '';
      deck.forEach(function (symbol, index) {
        var button = document.createElement('button');
        button.type = 'button';
        button.className = 'memory-card';
        button.setAttribute('data-index', String(index));
        button.addEventListener('click', function () { choose(button); });
        grid.appendChild(button);
        showCard(button, false);
      });
      if (status) status.textContent = '';
      counts();
      root.setAttribute('data-ready', '');
    }
    if (again) again.addEventListener('click', deal);
    deal();
  });`,
  probe: `
    var grid = root.querySelector('[data-grid]');
    var moves = root.querySelector('[data-moves]');
    if (!root.hasAttribute('data-ready') || !grid) return Promise.resolve({ ok: false, detail: 'the game never deals' });
    var cards = grid.querySelectorAll('button');
    if (cards.length < 4) return Promise.resolve({ ok: false, detail: 'no cards dealt' });
    cards[0].click();
    var faceUp = !!cards[0].getAttribute('data-symbol');
    cards[1].click();
    var counted = !moves || moves.textContent === '1';
    var matched = cards[0].classList.contains('matched');
    return wait(matched ? 0 : 1100).then(function () {
      var settled = matched ? cards[1].classList.contains('matched') : !cards[0].getAttribute('data-symbol') && !cards[1].getAttribute('data-symbol');
      var again = root.querySelector('[data-action="new"]');
      if (again) again.click();
      var ok = faceUp && counted && settled;
      return { ok: ok, detail: ok ? 'turns cards, counts moves and turns a wrong pair back' : (faceUp ? 'a move is not counted or settled' : 'a card does not turn') };
    });`,
};

const TYPING_TEST: WidgetCode = {
  markup:
    '<div data-widget="typing-test" data-seconds="60" data-passages=\'["…"]\'>: [data-passage], labelled <textarea data-typed>, [data-stat="time|wpm|accuracy"], [data-result] (aria-live), [data-action="restart"].',
  behaviour: `
  document.querySelectorAll('[data-widget="typing-test"]').forEach(function (root) {
    var passageShown = root.querySelector('[data-passage]');
    var typed = root.querySelector('[data-typed]');
    var result = root.querySelector('[data-result]');
    var restart = root.querySelector('[data-action="restart"]');
    if (!passageShown || !typed) return;
    var passages = [];
    try { passages = JSON.parse(root.getAttribute('data-passages') || '[]'); } catch (error) { passages = []; }
    if (passages.length === 0) passages = [passageShown.textContent];
    var seconds = Number(root.getAttribute('data-seconds')) || 60;
    var turn = 0, passage = '', startedAt = 0, ticker, finished = false;
    function set(name, value) { var stat = root.querySelector('[data-stat="' + name + '"]'); if (stat) stat.textContent = value; }
    function score() {
      var text = typed.value;
      var right = 0;
      for (var i = 0; i < text.length && i < passage.length; i += 1) if (text.charAt(i) === passage.charAt(i)) right += 1;
      var minutes = startedAt ? Math.max((Date.now() - startedAt) / 60000, 1 / 60) : 0;
      return { right: right, typed: Math.min(text.length, passage.length), wpm: minutes ? Math.round(right / 5 / minutes) : 0 };
    }
    function paint() {
      var text = typed.value;
      var spans = passageShown.children;
      for (var i = 0; i < spans.length; i += 1) {
        spans[i].className = i < text.length ? (text.charAt(i) === passage.charAt(i) ? 'right' : 'wrong') : (i === text.length ? 'next' : '');
      }
      var now = score();
      var left = startedAt ? Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000)) : seconds;
      set('time', left + ' s');
      set('wpm', String(now.wpm));
      set('accuracy', now.typed ? Math.round((now.right / now.typed) * 100) + '%' : '–');
      if (!finished && startedAt && (left === 0 || text.length >= passage.length)) finish(now);
    }
    function finish(now) {
      finished = true;
      clearInterval(ticker);
      typed.readOnly = true;
      var accuracy = now.typed ? Math.round((now.right / now.typed) * 100) : 0;
      if (result) result.textContent = word('typing-done', 'Done') + ': ' + now.wpm + ' ' + word('wpm', 'WPM') + ', ' + accuracy + '% ' + word('accuracy', 'accuracy') + '.';
      root.setAttribute('data-finished', '');
    }
    function begin() {
      clearInterval(ticker);
      passage = passages[turn % passages.length];
      passageShown.textContent = '';
      for (var i = 0; i < passage.length; i += 1) { var span = document.createElement('span'); span.textContent = passage.charAt(i); passageShown.appendChild(span); }
      typed.value = '';
      typed.readOnly = false;
      startedAt = 0;
      finished = false;
      if (result) result.textContent = '';
      root.removeAttribute('data-finished');
      paint();
    }
    typed.addEventListener('input', function () {
      if (finished) return;
      if (!startedAt && typed.value) { startedAt = Date.now(); ticker = setInterval(paint, 250); }
      paint();
    });
    typed.addEventListener('paste', function (event) { event.preventDefault(); });
    if (restart) restart.addEventListener('click', function () { turn += 1; begin(); typed.focus(); });
    root.querySelectorAll('[data-length]').forEach(function (choice) {
      choice.addEventListener('click', function () {
        seconds = Number(choice.getAttribute('data-length')) || seconds;
        root.querySelectorAll('[data-length]').forEach(function (other) { other.setAttribute('aria-pressed', String(other === choice)); });
        begin();
      });
    });
    begin();
    root.setAttribute('data-ready', '');
  });`,
  probe: `
    var passage = root.querySelector('[data-passage]');
    var typed = root.querySelector('[data-typed]');
    var accuracy = root.querySelector('[data-stat="accuracy"]');
    if (!root.hasAttribute('data-ready') || !passage || !typed || !accuracy) return Promise.resolve({ ok: false, detail: 'the test never starts' });
    var text = passage.textContent;
    typed.value = text.slice(0, 10);
    typed.dispatchEvent(new Event('input', { bubbles: true }));
    var allRight = accuracy.textContent === '100%';
    typed.value = text.slice(0, 9) + (text.charAt(9) === 'x' ? 'y' : 'x');
    typed.dispatchEvent(new Event('input', { bubbles: true }));
    var oneWrong = accuracy.textContent === '90%';
    var restart = root.querySelector('[data-action="restart"]');
    if (restart) restart.click();
    var ok = allRight && oneWrong;
    return Promise.resolve({ ok: ok, detail: ok ? 'scores what is typed against the passage' : 'the accuracy is wrong' });`,
};

const POLL: WidgetCode = {
  markup:
    '<div data-widget="poll" data-question="…" data-options="a|b">: [data-question-shown], <ul data-choices>, [data-total], <form data-setup> [data-question-input] [data-options-input], [data-action="clear"].',
  helpers: [BUTTON],
  behaviour: `
  document.querySelectorAll('[data-widget="poll"]').forEach(function (root) {${KEPT}
    var shown = root.querySelector('[data-question-shown]');
    var choices = root.querySelector('[data-choices]');
    var total = root.querySelector('[data-total]');
    var setup = root.querySelector('[data-setup]');
    var questionInput = root.querySelector('[data-question-input]');
    var optionsInput = root.querySelector('[data-options-input]');
    var clear = root.querySelector('[data-action="clear"]');
    if (!choices) return;
    var state = load();
    if (!state || !Array.isArray(state.options)) {
      var options = (root.getAttribute('data-options') || '').split('|').filter(Boolean);
      state = { question: root.getAttribute('data-question') || '', options: options, votes: options.map(function () { return 0; }) };
    }
    function render() {
      var sum = state.votes.reduce(function (a, b) { return a + b; }, 0);
      if (shown) shown.textContent = state.question;
      choices.textContent = '';
      state.options.forEach(function (option, index) {
        var li = document.createElement('li');
        var votes = state.votes[index] || 0;
        var share = sum ? Math.round((votes / sum) * 100) : 0;
        var vote = button(option, word('vote-for', 'Vote for') + ' ' + option);
        vote.className = 'poll-option';
        vote.addEventListener('click', function () { state.votes[index] = (state.votes[index] || 0) + 1; save(state); render(); choices.querySelectorAll('button')[index].focus(); });
        li.appendChild(vote);
        var bar = document.createElement('span');
        bar.className = 'poll-bar';
        bar.setAttribute('aria-hidden', 'true');
        var fill = document.createElement('span');
        fill.style.width = share + '%';
        bar.appendChild(fill);
        li.appendChild(bar);
        var count = document.createElement('span');
        count.className = 'poll-count';
        count.setAttribute('data-votes', String(votes));
        count.textContent = votes + ' ' + (votes === 1 ? word('vote', 'vote') : word('votes', 'votes')) + ' · ' + share + '%';
        li.appendChild(count);
        choices.appendChild(li);
      });
      if (total) total.textContent = sum + ' ' + (sum === 1 ? word('vote', 'vote') : word('votes', 'votes')) + ' ' + word('so-far', 'so far');
      if (questionInput && document.activeElement !== questionInput) questionInput.value = state.question;
      if (optionsInput && document.activeElement !== optionsInput) optionsInput.value = state.options.join('\\n');
      root.setAttribute('data-ready', '');
    }
    if (setup && optionsInput) setup.addEventListener('submit', function (event) {
      event.preventDefault();
      var options = optionsInput.value.split('\\n').map(function (option) { return option.trim().slice(0, 80); }).filter(Boolean).slice(0, 10);
      if (options.length < 2) { optionsInput.focus(); return; }
      var question = questionInput ? questionInput.value.trim().slice(0, 160) : state.question;
      state = { question: question || state.question, options: options, votes: options.map(function (option) { var was = state.options.indexOf(option); return was >= 0 ? state.votes[was] || 0 : 0; }) };
      save(state);
      if (questionInput) questionInput.blur();
      optionsInput.blur();
      render();
    });
    if (clear) clear.addEventListener('click', function () { state.votes = state.options.map(function () { return 0; }); save(state); render(); });
    render();
  });`,
  probe: `
    var choices = root.querySelector('[data-choices]');
    if (!root.hasAttribute('data-ready') || !choices) return Promise.resolve({ ok: false, detail: 'the poll never starts' });
    var first = choices.querySelector('button');
    if (!first) return Promise.resolve({ ok: false, detail: 'no options to vote for' });
    var count = function () { var shown = choices.querySelector('[data-votes]'); return shown ? Number(shown.getAttribute('data-votes')) : NaN; };
    var before = count();
    first.click();
    var after = count();
    var clear = root.querySelector('[data-action="clear"]');
    if (clear && before === 0) clear.click();
    var ok = after === before + 1;
    return Promise.resolve({ ok: ok, detail: ok ? 'counts a vote' : 'voting does nothing' });`,
};

export const APP_WIDGET_CODE = {
  flashcards: FLASHCARDS,
  board: BOARD,
  'memory-game': MEMORY_GAME,
  'typing-test': TYPING_TEST,
  poll: POLL,
} as const satisfies Record<string, WidgetCode>;
