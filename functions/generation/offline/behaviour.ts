import type { Interactivity, SitePlan } from '../agents/site-plan.ts';

const NAV_TOGGLE = `
  var nav = document.getElementById('site-nav');
  var list = document.getElementById('site-nav-list');
  if (nav && list) {
    document.documentElement.classList.add('js');
    var toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'nav-toggle';
    toggle.textContent = 'Menu';
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', 'site-nav-list');
    nav.insertBefore(toggle, list);
    toggle.addEventListener('click', function () {
      var open = nav.classList.toggle('open');
      toggle.setAttribute('aria-expanded', String(open));
    });
    list.addEventListener('click', function (event) {
      if (event.target.closest('a')) { nav.classList.remove('open'); toggle.setAttribute('aria-expanded', 'false'); }
    });
  }`;

const TABS = `
  document.querySelectorAll('[role=tablist]').forEach(function (tablist) {
    var tabs = Array.prototype.slice.call(tablist.querySelectorAll('[role=tab]'));
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
        var step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        if (!step) return;
        var next = tabs[(index + step + tabs.length) % tabs.length];
        select(next);
        next.focus();
      });
    });
  });`;

const FILTERS = `
  document.querySelectorAll('[data-filter-for]').forEach(function (bar) {
    var list = document.getElementById(bar.getAttribute('data-filter-for'));
    if (!list) return;
    bar.addEventListener('click', function (event) {
      var button = event.target.closest('button[data-filter]');
      if (!button) return;
      var filter = button.getAttribute('data-filter');
      bar.querySelectorAll('button[data-filter]').forEach(function (other) {
        other.setAttribute('aria-pressed', String(other === button));
      });
      list.querySelectorAll('[data-category]').forEach(function (item) {
        item.hidden = filter !== 'all' && item.getAttribute('data-category') !== filter;
      });
    });
  });`;

const CART = `
  var cart = {};
  var cartKey = 'site-cart:' + location.pathname;
  if (persist) {
    try { cart = JSON.parse(localStorage.getItem(cartKey) || '{}') || {}; } catch (error) { cart = {}; }
  }
  var items = document.getElementById('cart-items');
  var total = document.getElementById('cart-total');
  var count = document.getElementById('cart-count');
  var rupees = function (n) { return '\\u20b9' + n.toLocaleString('en-IN'); };
  function render() {
    if (!items || !total || !count) return;
    items.textContent = '';
    var sum = 0, quantity = 0;
    Object.keys(cart).forEach(function (id) {
      var line = cart[id];
      sum += line.price * line.quantity;
      quantity += line.quantity;
      var li = document.createElement('li');
      var label = document.createElement('span');
      label.textContent = line.name + ' \\u00d7 ' + line.quantity + ' \\u2014 ' + rupees(line.price * line.quantity);
      var remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = 'Remove';
      remove.setAttribute('aria-label', 'Remove one ' + line.name);
      remove.addEventListener('click', function () {
        line.quantity -= 1;
        if (line.quantity <= 0) delete cart[id];
        render();
      });
      li.append(label, remove);
      items.append(li);
    });
    total.textContent = rupees(sum);
    count.textContent = quantity === 0 ? 'Your cart is empty.' : quantity + (quantity === 1 ? ' item' : ' items') + ' in your cart.';
    if (persist) {
      try { localStorage.setItem(cartKey, JSON.stringify(cart)); } catch (error) { /* storage off */ }
    }
  }
  if (persist && Object.keys(cart).length) render();
  document.querySelectorAll('.add-to-cart').forEach(function (button) {
    button.addEventListener('click', function () {
      var id = button.getAttribute('data-id');
      var line = cart[id] || (cart[id] = { name: button.getAttribute('data-name'), price: Number(button.getAttribute('data-price')), quantity: 0 });
      line.quantity += 1;
      render();
    });
  });`;

const FORM = `
  document.querySelectorAll('form.contact-form').forEach(function (form) {
    var status = form.querySelector('[role=status]');
    function check(field) {
      var error = document.getElementById(field.id + '-error');
      var message = '';
      if (!field.value.trim()) message = 'Please fill in your ' + field.name + '.';
      else if (field.type === 'email' && !/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(field.value.trim())) message = 'Please enter a valid email address.';
      field.setAttribute('aria-invalid', String(!!message));
      if (message) field.setAttribute('aria-describedby', field.id + '-error');
      else field.removeAttribute('aria-describedby');
      if (error) error.textContent = message;
      return !message;
    }
    var fields = Array.prototype.slice.call(form.querySelectorAll('input, textarea'));
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
    fields.forEach(function (field) { field.addEventListener('blur', function () { check(field); }); });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var invalid = fields.filter(function (field) { return !check(field); });
      if (invalid.length) { invalid[0].focus(); if (status) status.textContent = 'Please fix the highlighted fields.'; return; }
      var name = form.querySelector('[name=name]');
      if (status) status.textContent = 'Thank you' + (name && name.value.trim() ? ', ' + name.value.trim() : '') + '! We will be in touch soon.';
      form.reset();
      if (persist) {
        draft = {};
        try { localStorage.removeItem(draftKey); } catch (error) { /* storage off */ }
      }
    });
  });`;

const PARTS: [keyof Interactivity, string][] = [
  ['navToggle', NAV_TOGGLE],
  ['tabs', TABS],
  ['filters', FILTERS],
  ['cart', CART],
  ['form', FORM],
];

/**
 * What the page's script does beyond the basics: `persist` keeps the cart and unsent form drafts
 * in the visitor's browser across visits. The Frontend writes every page with the basics (menu,
 * tabs, filters, cart, form validation); the Backend agent adds persistence.
 */
export interface BehaviourOptions {
  persist: boolean;
}

/** The behaviour script for the plan's interactivity, or '' when it asks for none. */
export function behaviourScript(plan: SitePlan, { persist }: BehaviourOptions): string {
  const body = PARTS.filter(([flag]) => plan.interactivity[flag])
    .map(([, code]) => code)
    .join('\n');
  return body
    ? `<script id="site-behaviour">\n(function () {\n  'use strict';\n  var persist = ${String(persist)};${body}\n})();\n</script>`
    : '';
}

const BEHAVIOUR_SCRIPT = /<script id="site-behaviour">[\s\S]*?<\/script>\n?/;

/** The page with the behaviour script for its plan, replacing any earlier one (so never two). */
export function withBehaviour(html: string, plan: SitePlan, options: BehaviourOptions): string {
  const withoutOld = html.replace(BEHAVIOUR_SCRIPT, '');
  const script = behaviourScript(plan, options);
  return script ? withoutOld.replace('</body>', `${script}\n</body>`) : withoutOld;
}

/** The offline Backend agent: the page's behaviour, with the cart and form drafts kept. */
export function addBehaviour(html: string, plan: SitePlan): string {
  return withBehaviour(html, plan, { persist: true });
}
