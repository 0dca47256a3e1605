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
  }
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
    fields.forEach(function (field) { field.addEventListener('blur', function () { check(field); }); });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var invalid = fields.filter(function (field) { return !check(field); });
      if (invalid.length) { invalid[0].focus(); if (status) status.textContent = 'Please fix the highlighted fields.'; return; }
      var name = form.querySelector('[name=name]');
      if (status) status.textContent = 'Thank you' + (name && name.value.trim() ? ', ' + name.value.trim() : '') + '! We will be in touch soon.';
      form.reset();
    });
  });`;

const PARTS: [keyof Interactivity, string][] = [
  ['navToggle', NAV_TOGGLE],
  ['tabs', TABS],
  ['filters', FILTERS],
  ['cart', CART],
  ['form', FORM],
];

/** The behaviour script for the plan's interactivity, or '' when it asks for none. */
export function behaviourScript(plan: SitePlan): string {
  const body = PARTS.filter(([flag]) => plan.interactivity[flag])
    .map(([, code]) => code)
    .join('\n');
  return body
    ? `<script id="site-behaviour">\n(function () {\n  'use strict';${body}\n})();\n</script>`
    : '';
}

/** The offline Backend agent: the page with its behaviour script (replacing any earlier one). */
export function addBehaviour(html: string, plan: SitePlan): string {
  const withoutOld = html.replace(/<script id="site-behaviour">[\s\S]*?<\/script>\n?/, '');
  const script = behaviourScript(plan);
  return script ? withoutOld.replace('</body>', `${script}\n</body>`) : withoutOld;
}
