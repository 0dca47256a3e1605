import { SITE_FORM_LIMITS } from '../../../shared/constants';
import { WIDGETS, type Widget } from '../page/site-kinds';
import { TOOL_WIDGET_CODE } from './tool-widgets';
import type { WidgetCode } from './widget-code';

/**
 * Every widget a page can carry, as markup conventions, the behaviour that makes it work and a
 * probe that proves it does. The root element of each widget carries `data-widget="<name>"`.
 * Offline pages are rendered to these conventions; model-written pages are asked to follow them;
 * the coverage check (Testing agent) and `npm run eval` run the same probes, in jsdom and Chromium.
 *
 * Both scripts are plain ES5-style JavaScript in strings: the behaviour goes into the page as it
 * is; the probes run inside the page (any browser or jsdom) and must need nothing from outside.
 */

const NAV_TOGGLE: WidgetCode = {
  markup:
    '<nav data-widget="nav-toggle" aria-label="Main"> holding <ul> with an id; the script adds a "Menu" button (aria-expanded, aria-controls) that shows and hides the list on narrow screens.',
  behaviour: `
  document.querySelectorAll('[data-widget="nav-toggle"]').forEach(function (nav) {
    var list = nav.querySelector('ul');
    if (!list || nav.querySelector('.nav-toggle')) return;
    document.documentElement.classList.add('js');
    var toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'nav-toggle';
    toggle.textContent = word('menu', 'Menu');
    toggle.setAttribute('aria-expanded', 'false');
    if (list.id) toggle.setAttribute('aria-controls', list.id);
    nav.insertBefore(toggle, list);
    function set(open) { nav.classList.toggle('open', open); toggle.setAttribute('aria-expanded', String(open)); }
    toggle.addEventListener('click', function () { set(!nav.classList.contains('open')); });
    list.addEventListener('click', function (event) { if (event.target.closest('a')) set(false); });
    document.addEventListener('keydown', function (event) { if (event.key === 'Escape' && nav.classList.contains('open')) { set(false); toggle.focus(); } });
    // A click or tap anywhere else closes it, as menus do.
    document.addEventListener('click', function (event) { if (nav.classList.contains('open') && !nav.contains(event.target)) set(false); });
  });`,
  probe: `
    var toggle = root.querySelector('button[aria-expanded]');
    if (!toggle) return Promise.resolve({ ok: false, detail: 'no menu button' });
    toggle.click();
    var opened = toggle.getAttribute('aria-expanded') === 'true';
    toggle.click();
    var closed = toggle.getAttribute('aria-expanded') === 'false';
    toggle.click();
    document.body.click();
    var outside = toggle.getAttribute('aria-expanded') === 'false';
    if (!outside) toggle.click();
    return Promise.resolve({ ok: opened && closed && outside, detail: !(opened && closed) ? 'menu button does nothing' : outside ? 'menu opens, and closes by its button and by a click outside' : 'menu stays open after a click outside' });`,
};

const THEME_TOGGLE: WidgetCode = {
  markup:
    '<button type="button" data-widget="theme-toggle" aria-pressed="false|true">Dark mode</button> in the header; the script sets data-theme="dark" or "light" on <html> (the stylesheet has both palettes) and remembers the choice.',
  behaviour: `
  document.querySelectorAll('[data-widget="theme-toggle"]').forEach(function (button) {
    var root = document.documentElement;
    var initial = root.getAttribute('data-theme') || 'light';
    var key = 'site-theme:' + location.pathname;
    try { var saved = localStorage.getItem(key); if (saved === 'dark' || saved === 'light') initial = saved; } catch (error) { /* storage off */ }
    function apply(theme) {
      root.setAttribute('data-theme', theme);
      button.setAttribute('aria-pressed', String(theme === 'dark'));
    }
    apply(initial);
    button.addEventListener('click', function () {
      var next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      apply(next);
      try { localStorage.setItem(key, next); } catch (error) { /* storage off */ }
    });
  });`,
  probe: `
    var html = document.documentElement;
    var before = html.getAttribute('data-theme');
    var background = function () { return getComputedStyle(document.body).backgroundColor; };
    var colourBefore = background();
    root.click();
    var after = html.getAttribute('data-theme');
    var colourAfter = background();
    root.click();
    // jsdom resolves no CSS variables, so there only the switch itself can be seen.
    var layoutless = /jsdom/i.test(navigator.userAgent);
    var changed = before !== after && (colourBefore !== colourAfter || layoutless);
    return Promise.resolve({ ok: changed, detail: changed ? 'switches ' + before + ' to ' + after : 'theme does not change' });`,
};

const TABS: WidgetCode = {
  markup:
    '<div data-widget="tabs"> holding the WAI-ARIA tabs pattern: role="tablist", role="tab" buttons with aria-selected and aria-controls, role="tabpanel" panels, all but the first hidden.',
  behaviour: `
  document.querySelectorAll('[data-widget="tabs"]').forEach(function (widget) {
    var tabs = Array.prototype.slice.call(widget.querySelectorAll('[role=tab]'));
    function select(tab) {
      tabs.forEach(function (other) {
        var selected = other === tab;
        other.setAttribute('aria-selected', String(selected));
        other.tabIndex = selected ? 0 : -1;
        var panel = document.getElementById(other.getAttribute('aria-controls'));
        if (panel) panel.hidden = !selected;
      });
    }
    tabs.forEach(function (tab, index) {
      tab.addEventListener('click', function () { select(tab); });
      tab.addEventListener('keydown', function (event) {
        var next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : null;
        if (next === null) return;
        event.preventDefault();
        var target = tabs[(next + tabs.length) % tabs.length];
        select(target);
        target.focus();
      });
    });
  });`,
  probe: `
    var tabs = root.querySelectorAll('[role=tab]');
    if (tabs.length < 2) return Promise.resolve({ ok: false, detail: 'fewer than two tabs' });
    var panel = function (tab) { return document.getElementById(tab.getAttribute('aria-controls')); };
    tabs[1].click();
    var second = panel(tabs[1]), first = panel(tabs[0]);
    var ok = !!second && !!first && !second.hidden && first.hidden && tabs[1].getAttribute('aria-selected') === 'true';
    tabs[0].click();
    return Promise.resolve({ ok: ok, detail: ok ? 'tabs switch panels' : 'choosing a tab does not show its panel' });`,
};

const FILTERS: WidgetCode = {
  markup:
    '<div data-widget="filters" role="group" aria-label="Filter …" data-filter-for="LIST_ID"> of <button type="button" data-filter="all|value" aria-pressed> toggle buttons ("All" first); the items of the list with id LIST_ID carry data-category="value" (several values separated by spaces).',
  behaviour: `
  document.querySelectorAll('[data-widget="filters"]').forEach(function (bar) {
    var list = document.getElementById(bar.getAttribute('data-filter-for'));
    if (!list) return;
    bar.addEventListener('click', function (event) {
      var button = event.target.closest('button[data-filter]');
      if (!button) return;
      var filter = button.getAttribute('data-filter');
      bar.querySelectorAll('button[data-filter]').forEach(function (other) {
        other.setAttribute('aria-pressed', String(other === button));
      });
      var shown = 0;
      list.querySelectorAll('[data-category]').forEach(function (item) {
        var match = filter === 'all' || (' ' + item.getAttribute('data-category') + ' ').indexOf(' ' + filter + ' ') >= 0;
        item.hidden = !match;
        if (match) shown += 1;
      });
      var status = bar.querySelector('[role=status]');
      if (status) status.textContent = shown + (shown === 1 ? ' result' : ' results');
    });
  });`,
  probe: `
    var list = document.getElementById(root.getAttribute('data-filter-for'));
    var buttons = root.querySelectorAll('button[data-filter]');
    if (!list || buttons.length < 2) return Promise.resolve({ ok: false, detail: 'no list or no choices' });
    var items = list.querySelectorAll('[data-category]');
    var visible = function () { var n = 0; items.forEach(function (item) { if (!item.hidden) n += 1; }); return n; };
    var other = null;
    buttons.forEach(function (button) { if (!other && button.getAttribute('data-filter') !== 'all') other = button; });
    other.click();
    var narrowed = visible();
    var all = null;
    buttons.forEach(function (button) { if (button.getAttribute('data-filter') === 'all') all = button; });
    if (all) all.click();
    var ok = narrowed > 0 && narrowed < items.length && visible() === items.length;
    return Promise.resolve({ ok: ok, detail: ok ? 'filtering shows ' + narrowed + ' of ' + items.length : 'filtering does not narrow the list' });`,
};

const CART: WidgetCode = {
  markup:
    '<div data-widget="cart"> with a list [data-cart-lines], a total [data-cart-total] and a polite live region [data-cart-count]; in the same section, "Add to cart" buttons with class add-to-cart, data-id, data-name and data-price.',
  behaviour: `
  document.querySelectorAll('[data-widget="cart"]').forEach(function (widget) {
    var scope = widget.closest('section') || document;
    var lines = widget.querySelector('[data-cart-lines]');
    var total = widget.querySelector('[data-cart-total]');
    var count = widget.querySelector('[data-cart-count]');
    var cart = {};
    var key = 'site-cart:' + location.pathname + '#' + (widget.id || 'cart');
    if (persist) {
      try { cart = JSON.parse(localStorage.getItem(key) || '{}') || {}; } catch (error) { cart = {}; }
    }
    function render() {
      if (!lines || !total) return;
      lines.textContent = '';
      var sum = 0, quantity = 0;
      Object.keys(cart).forEach(function (id) {
        var line = cart[id];
        sum += line.price * line.quantity;
        quantity += line.quantity;
        var li = document.createElement('li');
        var label = document.createElement('span');
        label.textContent = line.name + ' \\u00d7 ' + line.quantity + ' \\u2014 ' + money(line.price * line.quantity);
        var remove = document.createElement('button');
        remove.type = 'button';
        remove.textContent = 'Remove';
        remove.setAttribute('aria-label', 'Remove one ' + line.name);
        remove.addEventListener('click', function () {
          line.quantity -= 1;
          if (line.quantity <= 0) delete cart[id];
          render();
        });
        li.appendChild(label);
        li.appendChild(remove);
        lines.appendChild(li);
      });
      total.textContent = money(sum, Math.round(sum * 100) % 100 ? 2 : 0);
      if (count) count.textContent = quantity === 0 ? 'Your cart is empty.' : quantity + (quantity === 1 ? ' item' : ' items') + ' in your cart.';
      if (persist) {
        try { localStorage.setItem(key, JSON.stringify(cart)); } catch (error) { /* storage off */ }
      }
    }
    if (Object.keys(cart).length) render();
    scope.querySelectorAll('.add-to-cart').forEach(function (button) {
      button.addEventListener('click', function () {
        var id = button.getAttribute('data-id');
        var line = cart[id] || (cart[id] = { name: button.getAttribute('data-name'), price: Number(button.getAttribute('data-price')), quantity: 0 });
        line.quantity += 1;
        render();
      });
    });
  });`,
  probe: `
    var scope = root.closest('section') || document;
    var add = scope.querySelector('.add-to-cart');
    var total = root.querySelector('[data-cart-total]');
    if (!add || !total) return Promise.resolve({ ok: false, detail: 'no add button or no total' });
    var before = total.textContent;
    add.click();
    var after = total.textContent;
    var lines = root.querySelectorAll('[data-cart-lines] li').length;
    var remove = root.querySelector('[data-cart-lines] button');
    if (remove) remove.click();
    var ok = before !== after && lines > 0;
    return Promise.resolve({ ok: ok, detail: ok ? 'adds to the cart: ' + after : 'adding does not change the total' });`,
};

const BILLING_TOGGLE: WidgetCode = {
  markup:
    '<div data-widget="billing-toggle" role="group" aria-label="Billing period"> with <button type="button" data-billing="monthly" aria-pressed="true">Monthly</button> and data-billing="yearly"; each price element in the section carries data-monthly and data-yearly (the shown texts), and a [data-period] element per plan says "per month" or "per year".',
  behaviour: `
  document.querySelectorAll('[data-widget="billing-toggle"]').forEach(function (group) {
    var scope = group.closest('section') || document;
    group.addEventListener('click', function (event) {
      var button = event.target.closest('button[data-billing]');
      if (!button) return;
      var period = button.getAttribute('data-billing');
      group.querySelectorAll('button[data-billing]').forEach(function (other) {
        other.setAttribute('aria-pressed', String(other === button));
      });
      scope.querySelectorAll('[data-monthly][data-yearly]').forEach(function (price) {
        price.textContent = price.getAttribute(period === 'yearly' ? 'data-yearly' : 'data-monthly');
      });
      scope.querySelectorAll('[data-period]').forEach(function (label) {
        label.textContent = period === 'yearly' ? 'per year' : 'per month';
      });
    });
  });`,
  probe: `
    var scope = root.closest('section') || document;
    var yearly = root.querySelector('[data-billing="yearly"]');
    var monthly = root.querySelector('[data-billing="monthly"]');
    var prices = scope.querySelectorAll('[data-monthly][data-yearly]');
    if (!yearly || !monthly || prices.length === 0) return Promise.resolve({ ok: false, detail: 'no toggle or no prices' });
    var text = function () { var t = ''; prices.forEach(function (p) { t += p.textContent + '|'; }); return t; };
    var before = text();
    yearly.click();
    var after = text();
    monthly.click();
    var ok = before !== after && text() === before;
    return Promise.resolve({ ok: ok, detail: ok ? 'prices change with the period' : 'the toggle does not change prices' });`,
};

const LIGHTBOX: WidgetCode = {
  markup:
    '<ul data-widget="lightbox"> of items each with a <button type="button" data-lightbox-open aria-label="View larger: …"> around its picture; the script opens one <div role="dialog" aria-modal="true" aria-label> showing that picture and caption, with a Close button; Escape closes it and focus returns.',
  behaviour: `
  document.querySelectorAll('[data-widget="lightbox"]').forEach(function (gallery) {
    var dialog = document.createElement('div');
    dialog.className = 'lightbox';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Enlarged picture');
    dialog.hidden = true;
    var figure = document.createElement('figure');
    var caption = document.createElement('figcaption');
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'lightbox-close';
    close.textContent = 'Close';
    dialog.appendChild(close);
    dialog.appendChild(figure);
    document.body.appendChild(dialog);
    var opener = null;
    function hide() { dialog.hidden = true; figure.textContent = ''; if (opener) opener.focus(); }
    close.addEventListener('click', hide);
    dialog.addEventListener('click', function (event) { if (event.target === dialog) hide(); });
    document.addEventListener('keydown', function (event) { if (event.key === 'Escape' && !dialog.hidden) hide(); });
    gallery.querySelectorAll('[data-lightbox-open]').forEach(function (button) {
      button.addEventListener('click', function () {
        opener = button;
        figure.textContent = '';
        var art = button.querySelector('svg, img');
        if (art) figure.appendChild(art.cloneNode(true));
        caption.textContent = button.getAttribute('data-caption') || button.getAttribute('aria-label') || '';
        figure.appendChild(caption);
        dialog.setAttribute('aria-label', caption.textContent || 'Enlarged picture');
        dialog.hidden = false;
        close.focus();
      });
    });
  });`,
  probe: `
    var open = root.querySelector('[data-lightbox-open]');
    if (!open) return Promise.resolve({ ok: false, detail: 'nothing to enlarge' });
    open.click();
    var shown = null;
    document.querySelectorAll('[role=dialog]').forEach(function (d) { if (!d.hidden && !shown) shown = d; });
    if (!shown) return Promise.resolve({ ok: false, detail: 'the picture does not open' });
    var close = shown.querySelector('button');
    if (close) close.click();
    var ok = shown.hidden === true;
    return Promise.resolve({ ok: ok, detail: ok ? 'opens and closes' : 'the enlarged picture does not close' });`,
};

const ACCORDION: WidgetCode = {
  markup:
    '<div data-widget="accordion"> of <details><summary>question</summary><p>answer</p></details>: native, it works without a script.',
  behaviour: '',
  probe: `
    var details = root.querySelector('details');
    var summary = details && details.querySelector('summary');
    if (!summary) return Promise.resolve({ ok: false, detail: 'no questions' });
    var before = details.open;
    summary.click();
    var after = details.open;
    if (after === before) {
      // jsdom does not toggle <details> on click; every browser does.
      var native = /jsdom/i.test(navigator.userAgent);
      return Promise.resolve({ ok: native, detail: native ? 'native details' : 'the answer does not open' });
    }
    summary.click();
    return Promise.resolve({ ok: true, detail: 'answers open and close' });`,
};

const COUNTDOWN: WidgetCode = {
  markup:
    '<div data-widget="countdown" data-countdown-to="YYYY-MM-DDTHH:MM:SS"> with <span data-unit="days|hours|minutes|seconds"> numbers and a [data-countdown-done] message shown once the moment has passed; the script ticks every second and sets data-ready on the widget.',
  behaviour: `
  document.querySelectorAll('[data-widget="countdown"]').forEach(function (widget) {
    var target = new Date(widget.getAttribute('data-countdown-to')).getTime();
    if (isNaN(target)) return;
    var units = {};
    widget.querySelectorAll('[data-unit]').forEach(function (unit) { units[unit.getAttribute('data-unit')] = unit; });
    var done = widget.querySelector('[data-countdown-done]');
    var timer;
    function tick() {
      var left = Math.max(0, target - Date.now());
      var seconds = Math.floor(left / 1000);
      var parts = { days: Math.floor(seconds / 86400), hours: Math.floor(seconds / 3600) % 24, minutes: Math.floor(seconds / 60) % 60, seconds: seconds % 60 };
      Object.keys(parts).forEach(function (name) { if (units[name]) units[name].textContent = String(parts[name]).padStart(2, '0'); });
      if (done) done.hidden = left > 0;
      widget.setAttribute('data-ready', '');
      if (left === 0 && timer) clearInterval(timer);
    }
    tick();
    timer = setInterval(tick, 1000);
  });`,
  probe: `
    var seconds = root.querySelector('[data-unit="seconds"]');
    if (!root.hasAttribute('data-ready') || !seconds) return Promise.resolve({ ok: false, detail: 'the countdown never starts' });
    var done = root.querySelector('[data-countdown-done]');
    if (done && !done.hidden) return Promise.resolve({ ok: true, detail: 'the moment has passed' });
    var before = seconds.textContent;
    // A second and a bit, with room for a busy machine's late timer.
    return wait(2100).then(function () {
      var ok = /^\\d+$/.test(seconds.textContent) && seconds.textContent !== before;
      return { ok: ok, detail: ok ? 'ticks' : 'the countdown does not tick' };
    });`,
};

const FORM: WidgetCode = {
  markup:
    '<form data-widget="form" novalidate> with a visible <label for> per field, fields that fit the form\'s purpose (required ones marked required), an empty error element with id "<field id>-error" after each field, a submit button and an empty role="status" element; the script checks fields on submit and on blur (required, email, phone, number range), marks them aria-invalid with the message (cleared as soon as the field is right), focuses the first invalid one, and on success sends the answers to the site (\'_forms/<form id>\') without leaving the page, then thanks the visitor in the status element and resets the form (in the preview it says the form will deliver once the site is deployed).',
  behaviour: `
  document.querySelectorAll('form[data-widget="form"]').forEach(function (form) {
    var status = form.querySelector('[role=status]');
    var fields = Array.prototype.slice.call(form.querySelectorAll('input, textarea, select')).filter(function (field) { return field.type !== 'hidden' && field.type !== 'submit'; });
    function labelOf(field) {
      var label = field.id && form.querySelector('label[for="' + field.id + '"]');
      return (label ? label.textContent : field.name).replace(/\\s*\\*$/, '').trim().toLowerCase();
    }
    function messageOf(field) {
      var value = field.type === 'checkbox' ? (field.checked ? 'yes' : '') : field.value.trim();
      if (field.required && !value) return field.type === 'checkbox' ? word('tick', 'Please tick this box.') : field.tagName === 'SELECT' ? word('chooseOne', 'Please choose one.') : word('fillIn', 'Please fill in your {label}.').replace('{label}', labelOf(field));
      if (value && field.type === 'email' && !/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(value)) return word('validEmail', 'Please enter a valid email address.');
      if (value && field.type === 'tel' && !/^[+()\\d\\s-]{7,}$/.test(value)) return word('validPhone', 'Please enter a valid phone number.');
      if (value && field.type === 'number' && ((field.min && Number(value) < Number(field.min)) || (field.max && Number(value) > Number(field.max)) || isNaN(Number(value)))) return 'Please enter a number from ' + field.min + ' to ' + field.max + '.';
      return '';
    }
    function check(field) {
      var error = document.getElementById(field.id + '-error');
      var message = messageOf(field);
      field.setAttribute('aria-invalid', String(!!message));
      if (message) field.setAttribute('aria-describedby', field.id + '-error');
      else field.removeAttribute('aria-describedby');
      if (error) error.textContent = message;
      return !message;
    }
    var draftKey = 'site-form:' + location.pathname + '#' + (form.id || 'form');
    var draft = {};
    if (persist) {
      try { draft = JSON.parse(localStorage.getItem(draftKey) || '{}') || {}; } catch (error) { draft = {}; }
      fields.forEach(function (field) {
        if (typeof draft[field.name] === 'string' && field.type !== 'checkbox') field.value = draft[field.name];
        field.addEventListener('input', function () {
          draft[field.name] = field.value;
          try { localStorage.setItem(draftKey, JSON.stringify(draft)); } catch (error) { /* storage off */ }
        });
      });
    }
    fields.forEach(function (field) {
      field.addEventListener('blur', function () { if (field.value) check(field); });
      // A flagged field is cleared the moment it is right, as the visitor types: cleared only on
      // blur, its message would vanish as they press Send and move the button from under them.
      field.addEventListener(field.type === 'checkbox' || field.tagName === 'SELECT' ? 'change' : 'input', function () {
        if (field.getAttribute('aria-invalid') === 'true' && !messageOf(field)) check(field);
      });
    });
    // A field people never see (nor hear) and bots fill in: the site refuses what comes with it.
    var trap = document.createElement('div');
    trap.setAttribute('aria-hidden', 'true');
    trap.style.cssText = 'position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden';
    trap.innerHTML = '<label>Leave this empty <input type="text" name="${SITE_FORM_LIMITS.honeypotField}" tabindex="-1" autocomplete="off"></label>';
    form.appendChild(trap);
    var honeypot = trap.querySelector('input');
    var formName = (form.id || form.getAttribute('name') || 'form').toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^[-_]+/, '').slice(0, 40) || 'form';
    // Sent only from the deployed site: the preview runs in an opaque origin, a saved file has no
    // server, and a page checker has no fetch.
    var delivers = /^https?:$/.test(location.protocol) && self.origin !== 'null' && typeof fetch === 'function';
    function say(text) { if (status) status.textContent = text; }
    function sent(thanked) {
      say(thanked);
      form.reset();
      if (persist) {
        draft = {};
        try { localStorage.removeItem(draftKey); } catch (error) { /* storage off */ }
      }
    }
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var invalid = fields.filter(function (field) { return !check(field); });
      if (invalid.length) { invalid[0].focus(); say(word('fixFields', 'Please fix the highlighted fields.')); return; }
      var name = form.querySelector('[name=name]');
      var thanks = form.getAttribute('data-thanks') || 'We will be in touch soon.';
      var thanked = (name && name.value.trim() ? word('thankYouName', 'Thank you, {name}!').replace('{name}', name.value.trim()) : word('thankYou', 'Thank you!')) + ' ' + thanks;
      if (!delivers) { sent(thanked + ' ' + word('preview', '(This is a preview: once the site is deployed, what is sent here is delivered to you.)')); return; }
      var answers = {};
      fields.forEach(function (field) {
        if (!field.name || (field.type === 'radio' && !field.checked)) return;
        var value = field.type === 'checkbox' ? (field.checked ? (field.value === 'on' ? 'yes' : field.value) : '') : field.value;
        answers[field.name] = answers[field.name] && value ? answers[field.name] + ', ' + value : answers[field.name] || value;
      });
      answers[honeypot.name] = honeypot.value;
      var button = form.querySelector('[type=submit]');
      if (button) button.disabled = true;
      say(word('sending', 'Sending…'));
      fetch('_forms/' + formName, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(answers) })
        .then(function (response) {
          return response.json().catch(function () { return {}; }).then(function (reply) {
            if (response.ok) sent(thanked);
            else say((reply && reply.detail) || word('notSent', 'Sorry, this could not be sent. Please try again.'));
          });
        }, function () { say(word('offline', 'This could not be sent. Please check your connection and try again.')); })
        .then(function () { if (button) button.disabled = false; });
    });
  });`,
  probe: `
    var status = root.querySelector('[role=status]');
    var fields = Array.prototype.slice.call(root.querySelectorAll('input, textarea, select')).filter(function (field) { return field.type !== 'hidden' && field.type !== 'submit' && field.name !== '${SITE_FORM_LIMITS.honeypotField}'; });
    if (!status || fields.length === 0) return Promise.resolve({ ok: false, detail: 'no fields or no status message' });
    var submit = function () {
      var button = root.querySelector('[type=submit]');
      var event = new Event('submit', { bubbles: true, cancelable: true });
      if (button) button.click(); else root.dispatchEvent(event);
    };
    var required = fields.filter(function (field) { return field.required; });
    fields.forEach(function (field) { if (field.type === 'checkbox') field.checked = false; else if (field.tagName === 'SELECT') field.selectedIndex = field.options.length && field.options[0].value === '' ? 0 : field.selectedIndex; else field.value = ''; });
    submit();
    var flagged = root.querySelectorAll('[aria-invalid=true]').length;
    if (required.length > 0 && flagged === 0) return Promise.resolve({ ok: false, detail: 'an empty form is accepted' });
    var future = new Date(Date.now() + 14 * 86400000).toISOString().slice(0, 10);
    fields.forEach(function (field) {
      if (field.type === 'checkbox') field.checked = true;
      else if (field.tagName === 'SELECT') { for (var i = 0; i < field.options.length; i++) if (field.options[i].value) { field.selectedIndex = i; break; } }
      else if (field.type === 'email') field.value = 'asha@example.com';
      else if (field.type === 'tel') field.value = '+91 98765 43210';
      else if (field.type === 'date') field.value = future;
      else if (field.type === 'time') field.value = '19:30';
      else if (field.type === 'number') field.value = field.min || '1';
      else if (field.type === 'url') field.value = 'https://example.com';
      else field.value = field.name === 'name' ? 'Asha' : 'Looking forward to it';
    });
    submit();
    var message = status.textContent.trim();
    var left = root.querySelectorAll('[aria-invalid=true]').length;
    var ok = message.length > 0 && left === 0 && !/fix/i.test(message);
    return Promise.resolve({ ok: ok, detail: ok ? 'validates and confirms: ' + message : 'a filled form is not confirmed (' + (message || 'no message') + ')' });`,
};

const DONATION: WidgetCode = {
  markup:
    '<div data-widget="donation"> with amount buttons <button type="button" data-amount="500" aria-pressed> and a [data-donation-summary] element the script fills ("You are giving ₹500"), beside the donate button.',
  behaviour: `
  document.querySelectorAll('[data-widget="donation"]').forEach(function (widget) {
    var summary = widget.querySelector('[data-donation-summary]');
    var currency = widget.getAttribute('data-currency') || 'INR';
    var format = function (n) { try { return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en', { style: 'currency', currency: currency, maximumFractionDigits: 0 }).format(n); } catch (error) { return currency + ' ' + n; } };
    widget.addEventListener('click', function (event) {
      var button = event.target.closest('button[data-amount]');
      if (!button) return;
      widget.querySelectorAll('button[data-amount]').forEach(function (other) { other.setAttribute('aria-pressed', String(other === button)); });
      if (summary) summary.textContent = 'You are giving ' + format(Number(button.getAttribute('data-amount'))) + '. Thank you!';
    });
  });`,
  probe: `
    var buttons = root.querySelectorAll('button[data-amount]');
    var summary = root.querySelector('[data-donation-summary]');
    if (buttons.length < 2 || !summary) return Promise.resolve({ ok: false, detail: 'no amounts to choose' });
    var choice = buttons[1];
    choice.click();
    var digits = choice.getAttribute('data-amount');
    var shown = summary.textContent.replace(/[^\\d]/g, '');
    var ok = shown.indexOf(digits) >= 0 && choice.getAttribute('aria-pressed') === 'true';
    return Promise.resolve({ ok: ok, detail: ok ? 'choosing an amount updates the gift' : 'choosing an amount does nothing' });`,
};

export const WIDGET_CODE: Record<Widget, WidgetCode> = {
  'nav-toggle': NAV_TOGGLE,
  'theme-toggle': THEME_TOGGLE,
  tabs: TABS,
  filters: FILTERS,
  cart: CART,
  'billing-toggle': BILLING_TOGGLE,
  lightbox: LIGHTBOX,
  accordion: ACCORDION,
  countdown: COUNTDOWN,
  form: FORM,
  donation: DONATION,
  ...TOOL_WIDGET_CODE,
};

/**
 * The money format the page's script uses (the page's currency is given): whole units, or
 * `decimals` places (a tool's results).
 */
function moneyFunction(currency: string): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en';
  return `function money(n, decimals) { var places = decimals || 0; try { return new Intl.NumberFormat('${locale}', { style: 'currency', currency: '${currency}', minimumFractionDigits: places, maximumFractionDigits: places }).format(n); } catch (error) { return '${currency} ' + n.toFixed(places); } }`;
}

const WIDGET_ATTRIBUTE = /\bdata-widget="([a-z-]+)"/g;

/** The widgets a page's markup holds, in catalogue order. */
export function widgetsIn(html: string): Widget[] {
  const found = new Set<string>();
  for (const match of html.matchAll(WIDGET_ATTRIBUTE)) if (match[1]) found.add(match[1]);
  return WIDGETS.filter((widget) => found.has(widget));
}

/** The widgets whose visitors' work (a cart, an unsent form) can be kept across visits. */
const KEEPS_WORK = ['cart', 'form'] as const satisfies readonly Widget[];

/** What `persist` keeps on this page across visits, in words; empty when nothing would be. */
export function keptAcrossVisits(html: string): string[] {
  const held = new Set<Widget>(widgetsIn(html));
  return KEEPS_WORK.filter((widget) => held.has(widget)).map((widget) =>
    widget === 'cart' ? 'the cart' : 'unsent form entries',
  );
}

export interface BehaviourOptions {
  /** Keep the cart and unsent form drafts in the visitor's browser across visits. */
  persist: boolean;
  /** ISO 4217 code for the money the script shows. */
  currency: string;
}

/**
 * What the widgets say, in the page's language: a page written in another language carries its
 * words as JSON in `#site-words` (languages/phrasebook.ts); without it they speak English.
 */
const PAGE_WORDS = `var words = {};
  try { words = JSON.parse(document.getElementById('site-words').textContent) || {}; } catch (error) { words = {}; }
  function word(key, english) { return typeof words[key] === 'string' ? words[key] : english; }`;

/** The behaviour script for the widgets the page holds, or '' when it holds none with behaviour. */
export function behaviourScript(html: string, { persist, currency }: BehaviourOptions): string {
  const codes = widgetsIn(html).map((widget) => WIDGET_CODE[widget]);
  const helpers = [...new Set(codes.flatMap((code) => code.helpers ?? []))];
  const body = [...helpers, ...codes.map((code) => code.behaviour)].filter(Boolean).join('\n');
  if (!body) return '';
  return `<script id="site-behaviour">\n(function () {\n  'use strict';\n  var persist = ${String(persist)};\n  ${PAGE_WORDS}\n  ${moneyFunction(/^[A-Z]{3}$/.test(currency) ? currency : 'INR')}${body}\n})();\n</script>`;
}

/** One probe's answer: which widget, where, and whether it worked. */
export interface WidgetResult {
  widget: string;
  /** The widget's id, or its section's. */
  where: string;
  ok: boolean;
  detail: string;
}

/**
 * A script to evaluate inside a page (Chromium's page.evaluate, jsdom's window.eval): it runs
 * every widget's probe, one after another, and resolves to the WidgetResult list.
 */
export const WIDGET_PROBE_SOURCE = `(function () {
  var probes = {
${WIDGETS.map((widget) => `    ${JSON.stringify(widget)}: function (root, wait) {${WIDGET_CODE[widget].probe}\n    }`).join(',\n')}
  };
  var wait = function (ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); };
  var roots = Array.prototype.slice.call(document.querySelectorAll('[data-widget]'));
  var results = [];
  return roots.reduce(function (chain, root) {
    return chain.then(function () {
      var widget = root.getAttribute('data-widget');
      var section = root.closest('section');
      var where = root.id || (section && section.id) || widget;
      var probe = probes[widget];
      if (!probe) { results.push({ widget: widget, where: where, ok: false, detail: 'unknown widget' }); return; }
      return Promise.resolve().then(function () { return probe(root, wait); }).then(function (result) {
        results.push({ widget: widget, where: where, ok: !!result.ok, detail: String(result.detail) });
      }, function (error) {
        results.push({ widget: widget, where: where, ok: false, detail: 'the probe failed: ' + (error && error.message) });
      });
    });
  }, Promise.resolve()).then(function () { return results; });
})()`;
