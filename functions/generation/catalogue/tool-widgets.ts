import { TOOLS, type CalculatorTool, type ToolPrimitive } from './tools';
import { APP_WIDGET_CODE } from './app-widgets';
import { RANDOM, type WidgetCode } from './widget-code';

/**
 * The tools' widgets (tools.ts): each primitive's markup, behaviour and probe, in the same plain
 * ES5 strings as the other widgets. The probes prove each one works the way a visitor would use
 * it: a calculator answers a changed input, a tracker adds, ticks and deletes what was typed, a
 * timer counts, a counter counts what is typed, a picker draws one of the options.
 */

const calculators = TOOLS.filter((tool): tool is CalculatorTool => tool.primitive === 'calculator');

/** Every calculator's formula by its tool id, as the page's script holds them. */
const FORMULAS = `var FORMULAS = {\n${calculators
  .map((tool) => `    ${JSON.stringify(tool.id)}: function (v, money) { ${tool.formula} }`)
  .join(',\n')}\n  };`;

const CALCULATOR: WidgetCode = {
  markup: `<div data-widget="calculator" data-tool="${calculators.map((tool) => tool.id).join('|')}">: labelled [data-input="<name>"] fields (repeating ones: [data-rows] of [data-row] with [data-field="<name>"], a <template data-row-template>, [data-add-row], [data-remove-row]), <output data-output="<name>" data-decimals="n" [data-money]> results, computed live.`,
  behaviour: `
  ${FORMULAS}
  document.querySelectorAll('[data-widget="calculator"]').forEach(function (root) {
    var formula = FORMULAS[root.getAttribute('data-tool')];
    if (!formula) return;
    var inputs = root.querySelectorAll('[data-input]');
    var rows = root.querySelector('[data-rows]');
    var template = root.querySelector('template[data-row-template]');
    var added = rows ? rows.querySelectorAll('[data-row]').length : 0;
    function fieldValue(input) {
      if (input.type !== 'number') return input.value.trim();
      return input.value === '' ? NaN : Number(input.value);
    }
    function rowValues() {
      if (!rows) return undefined;
      return Array.prototype.map.call(rows.querySelectorAll('[data-row]'), function (row) {
        var values = {};
        var filled = true;
        row.querySelectorAll('[data-field]').forEach(function (input) {
          var value = fieldValue(input);
          if (typeof value === 'number' && isNaN(value)) filled = false;
          values[input.getAttribute('data-field')] = value;
        });
        return filled ? values : null;
      }).filter(Boolean);
    }
    if (rows && template) {
      var addRow = root.querySelector('[data-add-row]');
      if (addRow) addRow.addEventListener('click', function () {
        added += 1;
        var holder = document.createElement('div');
        holder.innerHTML = template.innerHTML.replace(/__n__/g, String(added));
        var row = holder.firstElementChild;
        rows.appendChild(row);
        var first = row.querySelector('input, select');
        if (first) first.focus();
        update();
      });
      rows.addEventListener('click', function (event) {
        var remove = event.target.closest && event.target.closest('[data-remove-row]');
        if (!remove) return;
        var row = remove.closest('[data-row]');
        var next = row && (row.nextElementSibling || row.previousElementSibling);
        if (row) row.parentNode.removeChild(row);
        var focus = next && next.querySelector('[data-remove-row]');
        (focus || addRow || root).focus();
        update();
      });
    }
    function format(value, output) {
      if (typeof value === 'string') return word(value, value);
      if (typeof value !== 'number' || !isFinite(value)) return '–';
      var decimals = Number(output.getAttribute('data-decimals') || 0);
      if (output.hasAttribute('data-money')) return money(value, decimals);
      try { return new Intl.NumberFormat(document.documentElement.lang || 'en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value); } catch (error) { return value.toFixed(decimals); }
    }
    function update() {
      var values = {};
      var complete = true;
      inputs.forEach(function (input) {
        var value = fieldValue(input);
        if (typeof value === 'number' && isNaN(value)) complete = false;
        values[input.getAttribute('data-input')] = value;
      });
      values.rows = rowValues();
      var results = {};
      if (complete) { try { results = formula(values, money) || {}; } catch (error) { results = {}; } }
      root.querySelectorAll('[data-output]').forEach(function (output) {
        output.textContent = format(results[output.getAttribute('data-output')], output);
      });
      root.setAttribute('data-ready', '');
    }
    root.addEventListener('input', update);
    root.addEventListener('change', update);
    update();
  });`,
  probe: `
    var outputs = Array.prototype.slice.call(root.querySelectorAll('[data-output]'));
    var read = function () { return outputs.map(function (output) { return output.textContent; }).join('|'); };
    if (!root.hasAttribute('data-ready') || outputs.length === 0) return Promise.resolve({ ok: false, detail: 'the calculator never computes' });
    var before = read();
    if (outputs.every(function (output) { return output.textContent === '–'; })) return Promise.resolve({ ok: false, detail: 'no result for the example' });
    var number = root.querySelector('input[type="number"][data-input], input[type="number"][data-field]');
    if (!number) return Promise.resolve({ ok: true, detail: 'computes its results' });
    var was = number.value;
    number.value = String(Number(was || 1) * 2 + 1);
    number.dispatchEvent(new Event('input', { bubbles: true }));
    var after = read();
    number.value = was;
    number.dispatchEvent(new Event('input', { bubbles: true }));
    var ok = after !== before;
    return Promise.resolve({ ok: ok, detail: ok ? 'answers a changed input' : 'the result does not follow the input' });`,
};

const TRACKER: WidgetCode = {
  markup:
    '<div data-widget="tracker" data-tool="<id>" data-done-label="Done">: <form data-add> with [data-text-input] (and [data-amount-input]), [data-search], buttons [data-show="all|open|done"], <ul data-list>, [data-empty], [data-summary]; items are added, ticked, deleted, kept.',
  behaviour: `
  document.querySelectorAll('[data-widget="tracker"]').forEach(function (root) {
    var key = 'tool:' + location.pathname + ':' + (root.getAttribute('data-tool') || 'list');
    var daily = root.hasAttribute('data-daily');
    var form = root.querySelector('[data-add]');
    var text = root.querySelector('[data-text-input]');
    var amountInput = root.querySelector('[data-amount-input]');
    var list = root.querySelector('[data-list]');
    var empty = root.querySelector('[data-empty]');
    var summary = root.querySelector('[data-summary]');
    var search = root.querySelector('[data-search]');
    var doneLabel = root.getAttribute('data-done-label') || word('done', 'Done');
    if (!form || !text || !list) return;
    var show = 'all';
    var today = new Date().toDateString();
    var state = { day: today, items: [] };
    try { var saved = JSON.parse(localStorage.getItem(key)); if (saved && Array.isArray(saved.items)) state = saved; } catch (error) { /* storage off */ }
    if (daily && state.day !== today) { state.items.forEach(function (item) { item.done = false; }); state.day = today; }
    function save() { try { localStorage.setItem(key, JSON.stringify(state)); } catch (error) { /* storage off */ } }
    function entry(item) {
      var li = document.createElement('li');
      li.setAttribute('data-entry', '');
      if (item.done) li.className = 'done';
      var label = document.createElement('label');
      var box = document.createElement('input');
      box.type = 'checkbox';
      box.checked = !!item.done;
      box.addEventListener('change', function () { item.done = box.checked; save(); render(); });
      var name = document.createElement('span');
      name.textContent = item.text;
      label.appendChild(box);
      label.appendChild(name);
      li.appendChild(label);
      if (typeof item.amount === 'number') {
        var amount = document.createElement('span');
        amount.className = 'amount';
        amount.textContent = money(item.amount, item.amount % 1 ? 2 : 0);
        li.appendChild(amount);
      }
      var remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = word('delete', 'Delete');
      remove.setAttribute('aria-label', word('delete', 'Delete') + ' ' + item.text);
      remove.addEventListener('click', function () { state.items.splice(state.items.indexOf(item), 1); save(); render(); text.focus(); });
      li.appendChild(remove);
      return li;
    }
    function render() {
      var query = search ? search.value.trim().toLowerCase() : '';
      var shown = state.items.filter(function (item) {
        if ((show === 'open' && item.done) || (show === 'done' && !item.done)) return false;
        return !query || item.text.toLowerCase().indexOf(query) >= 0;
      });
      list.textContent = '';
      shown.forEach(function (item) { list.appendChild(entry(item)); });
      var done = state.items.filter(function (item) { return item.done; }).length;
      var total = state.items.reduce(function (sum, item) { return sum + (typeof item.amount === 'number' ? item.amount : 0); }, 0);
      if (empty) { empty.hidden = shown.length > 0; empty.textContent = state.items.length ? word('no-match', 'Nothing matches.') : word('empty', 'Nothing here yet: add the first one above.'); }
      if (summary) summary.textContent = state.items.length === 0 ? '' : state.items.length + ' ' + (state.items.length === 1 ? word('item', 'item') : word('items', 'items')) + ', ' + done + ' ' + doneLabel.toLowerCase() + (amountInput ? ' · ' + word('total', 'Total') + ' ' + money(total, total % 1 ? 2 : 0) : '');
      root.setAttribute('data-ready', '');
    }
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var value = text.value.trim();
      if (!value) { text.focus(); return; }
      var item = { text: value.slice(0, 120), done: false };
      if (amountInput) {
        var amount = Number(amountInput.value);
        if (amountInput.value === '' || isNaN(amount) || amount < 0) { amountInput.focus(); return; }
        item.amount = amount;
      }
      state.items.push(item);
      save();
      text.value = '';
      if (amountInput) amountInput.value = '';
      text.focus();
      render();
    });
    if (search) search.addEventListener('input', render);
    root.querySelectorAll('[data-show]').forEach(function (button) {
      button.addEventListener('click', function () {
        show = button.getAttribute('data-show');
        root.querySelectorAll('[data-show]').forEach(function (other) { other.setAttribute('aria-pressed', String(other === button)); });
        render();
      });
    });
    render();
  });`,
  probe: `
    var form = root.querySelector('[data-add]');
    var text = root.querySelector('[data-text-input]');
    var amount = root.querySelector('[data-amount-input]');
    var list = root.querySelector('[data-list]');
    if (!root.hasAttribute('data-ready') || !form || !text || !list) return Promise.resolve({ ok: false, detail: 'the list never starts' });
    var name = 'Probe item ' + Math.random().toString(36).slice(2, 7);
    var find = function () { return Array.prototype.slice.call(list.querySelectorAll('[data-entry]')).filter(function (li) { return li.textContent.indexOf(name) >= 0; })[0]; };
    text.value = name;
    if (amount) amount.value = '12';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    var added = find();
    if (!added) return Promise.resolve({ ok: false, detail: 'adding an item does nothing' });
    var box = added.querySelector('input[type="checkbox"]');
    box.click();
    var ticked = find() && find().classList.contains('done');
    var remove = find().querySelector('button');
    remove.click();
    var gone = !find();
    var ok = ticked && gone;
    return Promise.resolve({ ok: ok, detail: ok ? 'adds, ticks and deletes items' : (ticked ? 'deleting does nothing' : 'ticking does nothing') });`,
};

const TIMER: WidgetCode = {
  markup:
    '<div data-widget="timer" data-mode="stopwatch|countdown" data-minutes="n">: [data-display], buttons [data-action="start|lap|reset"]; a countdown has [data-minutes-input], [data-preset="n"] buttons, hidden [data-done]; a stopwatch <ol data-laps>.',
  behaviour: `
  document.querySelectorAll('[data-widget="timer"]').forEach(function (root) {
    var display = root.querySelector('[data-display]');
    var start = root.querySelector('[data-action="start"]');
    var reset = root.querySelector('[data-action="reset"]');
    if (!display || !start) return;
    var countdown = root.getAttribute('data-mode') === 'countdown';
    var minutesInput = root.querySelector('[data-minutes-input]');
    var lapButton = root.querySelector('[data-action="lap"]');
    var laps = root.querySelector('[data-laps]');
    var done = root.querySelector('[data-done]');
    var title = document.title;
    var running = false;
    var startedAt = 0;
    var elapsed = 0;
    var ticker;
    function total() { return Math.max(1, Number(minutesInput && minutesInput.value) || Number(root.getAttribute('data-minutes')) || 1) * 60000; }
    function pad(n) { return (n < 10 ? '0' : '') + n; }
    function show(ms) {
      var tenths = Math.floor(ms / 100);
      var seconds = Math.floor(tenths / 10);
      var text = (seconds >= 3600 ? Math.floor(seconds / 3600) + ':' : '') + pad(Math.floor(seconds / 60) % 60) + ':' + pad(seconds % 60) + (countdown ? '' : '.' + (tenths % 10));
      display.textContent = text;
      return text;
    }
    function now() { return elapsed + (running ? Date.now() - startedAt : 0); }
    function pause() {
      if (running) { elapsed = now(); running = false; }
      clearInterval(ticker);
      start.textContent = word('start', 'Start');
      root.removeAttribute('data-running');
    }
    function tick() {
      if (!countdown) { show(now()); return; }
      var left = total() - now();
      if (left > 0) { show(Math.ceil(left / 1000) * 1000); return; }
      pause();
      elapsed = total();
      show(0);
      if (done) done.hidden = false;
      document.title = word('time-up', 'Time is up!');
    }
    start.addEventListener('click', function () {
      if (running) { pause(); tick(); return; }
      if (countdown && now() >= total()) elapsed = 0;
      if (done) done.hidden = true;
      document.title = title;
      running = true;
      startedAt = Date.now();
      root.setAttribute('data-running', '');
      start.textContent = word('pause', 'Pause');
      ticker = setInterval(tick, 100);
      tick();
    });
    function restart() { pause(); elapsed = 0; if (done) done.hidden = true; document.title = title; show(countdown ? total() : 0); }
    if (reset) reset.addEventListener('click', function () { restart(); if (laps) laps.textContent = ''; });
    if (lapButton && laps) lapButton.addEventListener('click', function () { var li = document.createElement('li'); li.textContent = show(now()); laps.appendChild(li); });
    root.querySelectorAll('[data-preset]').forEach(function (button) {
      button.addEventListener('click', function () { if (minutesInput) minutesInput.value = button.getAttribute('data-preset'); restart(); });
    });
    if (minutesInput) minutesInput.addEventListener('input', function () { if (!running) restart(); });
    show(countdown ? total() : 0);
    root.setAttribute('data-ready', '');
  });`,
  probe: `
    var display = root.querySelector('[data-display]');
    var start = root.querySelector('[data-action="start"]');
    var reset = root.querySelector('[data-action="reset"]');
    if (!root.hasAttribute('data-ready') || !display || !start) return Promise.resolve({ ok: false, detail: 'the timer never starts' });
    var before = display.textContent;
    start.click();
    // A second and a bit, with room for a busy machine's late timer.
    return wait(1300).then(function () {
      var moved = display.textContent !== before;
      start.click();
      if (reset) reset.click();
      var back = display.textContent === before;
      var ok = moved && back;
      return { ok: ok, detail: ok ? 'counts, pauses and resets' : (moved ? 'reset does not go back' : 'the timer does not count') };
    });`,
};

const TEXT_STATS: WidgetCode = {
  markup:
    '<div data-widget="text-stats">: a labelled <textarea data-text>, <dd data-stat="words|characters|letters|sentences|paragraphs|minutes">.',
  behaviour: `
  document.querySelectorAll('[data-widget="text-stats"]').forEach(function (root) {
    var text = root.querySelector('[data-text]');
    if (!text) return;
    function set(name, value) { var stat = root.querySelector('[data-stat="' + name + '"]'); if (stat) stat.textContent = String(value); }
    function update() {
      var value = text.value;
      var trimmed = value.trim();
      var words = trimmed ? trimmed.split(/\\s+/).length : 0;
      set('words', words);
      set('characters', value.length);
      set('letters', value.replace(/\\s/g, '').length);
      set('sentences', value.split(/[.!?\\u0964\\u3002]+/).filter(function (part) { return /\\S/.test(part); }).length);
      set('paragraphs', trimmed ? trimmed.split(/\\n\\s*\\n/).length : 0);
      set('minutes', Math.ceil(words / 200));
    }
    text.addEventListener('input', update);
    update();
    root.setAttribute('data-ready', '');
  });`,
  probe: `
    var text = root.querySelector('[data-text]');
    var words = root.querySelector('[data-stat="words"]');
    if (!root.hasAttribute('data-ready') || !text || !words) return Promise.resolve({ ok: false, detail: 'the counter never starts' });
    var was = text.value;
    text.value = 'One two three. Four five!';
    text.dispatchEvent(new Event('input', { bubbles: true }));
    var sentences = root.querySelector('[data-stat="sentences"]');
    var ok = words.textContent === '5' && (!sentences || sentences.textContent === '2');
    text.value = was;
    text.dispatchEvent(new Event('input', { bubbles: true }));
    return Promise.resolve({ ok: ok, detail: ok ? 'counts what is typed' : 'the counts are wrong' });`,
};

const PICKER: WidgetCode = {
  markup:
    '<div data-widget="picker" [data-fixed="a|b"]>: (unless fixed) a labelled <textarea data-options>, one a line; <button data-pick>; <p data-result aria-live="polite">.',
  helpers: [RANDOM],
  behaviour: `
  document.querySelectorAll('[data-widget="picker"]').forEach(function (root) {
    var button = root.querySelector('[data-pick]');
    var result = root.querySelector('[data-result]');
    var options = root.querySelector('[data-options]');
    var fixed = root.getAttribute('data-fixed');
    if (!button || !result) return;
    button.addEventListener('click', function () {
      var list = (fixed ? fixed.split('|') : (options ? options.value : '').split('\\n')).map(function (option) { return option.trim(); }).filter(Boolean);
      result.textContent = list.length ? list[random(list.length)] : word('no-options', 'Add an option first.');
    });
    root.setAttribute('data-ready', '');
  });`,
  probe: `
    var button = root.querySelector('[data-pick]');
    var result = root.querySelector('[data-result]');
    var options = root.querySelector('[data-options]');
    var fixed = root.getAttribute('data-fixed');
    if (!root.hasAttribute('data-ready') || !button || !result) return Promise.resolve({ ok: false, detail: 'the picker never starts' });
    var list = (fixed ? fixed.split('|') : (options ? options.value : '').split('\\n')).map(function (option) { return option.trim(); }).filter(Boolean);
    button.click();
    var ok = list.indexOf(result.textContent.trim()) >= 0;
    return Promise.resolve({ ok: ok, detail: ok ? 'picks one of the options' : 'shows no option' });`,
};

export const TOOL_WIDGET_CODE: Record<ToolPrimitive, WidgetCode> = {
  calculator: CALCULATOR,
  tracker: TRACKER,
  timer: TIMER,
  'text-stats': TEXT_STATS,
  picker: PICKER,
  ...APP_WIDGET_CODE,
};
