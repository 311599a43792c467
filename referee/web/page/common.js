// What both pages of `referee serve` (the position page, app.js; the live table, table.js) draw with:
// an element by id, a new element whose text is set as text (never as HTML), a sentence of the
// page's words in its language, and the referee's problems as a list. `words` is each page's own (GET /api/page), declared in its script.
"use strict";

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, text = null) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== null) node.textContent = text;
  return node;
}

function t(key, values = {}) {
  const template = words.text[key] ?? words.templates[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

function problemList(problems, cls) {
  const ul = el("ul");
  for (const p of problems) ul.append(el("li", { class: cls, "data-code": p.code ?? "", "data-field": p.field ?? "" }, p.message));
  return ul;
}
