// What both pages of `referee serve` (the position page, app.js; the live table, table.js) draw with:
// an element by id, a new element whose text is set as text (never as HTML), and a sentence of the
// page's words in its language. `words` is each page's own (GET /api/page), declared in its script.
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
