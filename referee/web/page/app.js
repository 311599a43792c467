// The page of `referee serve`: a position entered by tapping the board, validated at every change
// and scored by the referee's HTTP API (/docs). Plain JavaScript, no build step. Everything a user
// typed reaches the page through textContent or form values only, never as HTML.
"use strict";

const MAX_SLOTS = 5;
let words = null;                    // GET /api/page: the page's words, regions, variants
let lang = "en";
let state = null;                    // the position being entered (see emptyState)
let chosenRegion = null;
let record = null, recordStep = 0;   // the game record being viewed (POST /api/replay)
let checkTimer = null, checkSerial = 0;

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

// ------------------------------------------------------------------ the position

function emptyState() {
  const regions = {};
  for (const r of words.regions) regions[r.name] = { influence: Array(MAX_SLOTS).fill(0), nobles: Array(MAX_SLOTS).fill(false) };
  return {
    names: ["Ann", "Ben", "", "", ""], king: words.regions[0].name, regions,
    scores: Array(MAX_SLOTS).fill(0), spent: Array.from({ length: MAX_SLOTS }, () => ({ dragon: false, witch: false })),
    dragons: 0, banners: {}, variants: [], extra: {},
  };
}

function activeSlots() {
  return state.names.map((n, i) => [n.trim(), i]).filter(([n]) => n !== "").map(([, i]) => i);
}

// The position as the JSON `referee score` reads.
function toDocument() {
  const slots = activeSlots();
  const doc = { ...state.extra, players: slots.map((i) => state.names[i].trim()), king: state.king };
  const board = {};
  for (const [name, r] of Object.entries(state.regions)) {
    const influence = {}, nobles = [];
    for (const i of slots) {
      if (r.influence[i]) influence[state.names[i].trim()] = r.influence[i];
      if (r.nobles[i]) nobles.push(state.names[i].trim());
    }
    if (Object.keys(influence).length || nobles.length) {
      board[name] = {};
      if (Object.keys(influence).length) board[name].influence = influence;
      if (nobles.length) board[name].nobles = nobles;
    }
  }
  doc.board = board;
  doc.scores = Object.fromEntries(slots.map((i) => [state.names[i].trim(), state.scores[i]]));
  const used = {};
  for (const i of slots) {
    const cards = ["dragon", "witch"].filter((c) => state.spent[i][c]);
    if (cards.length) used[state.names[i].trim()] = cards;
  }
  if (Object.keys(used).length) doc.used = used;
  if (state.dragons) doc.dragons = state.dragons;
  const banners = {};
  for (const [name, written] of Object.entries(state.banners)) {
    if (written.trim() === "") continue;
    const parts = written.trim().split(/[-,\s]+/);
    banners[name] = parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : written.trim();
  }
  if (Object.keys(banners).length) doc.banners = banners;
  if (state.variants.length) doc.variants = [...state.variants];
  return doc;
}

// A position JSON (as the CLI reads it) into the page's state; fields the page has no control
// for (supply, rulings, round, comment ...) are kept as they were and sent back unchanged.
function fromDocument(doc) {
  const next = emptyState();
  const { players = [], king, board = {}, scores = {}, used = {}, dragons = 0, banners = {}, variants = [], ...extra } = doc;
  next.names = Array.from({ length: MAX_SLOTS }, (_, i) => (typeof players[i] === "string" ? players[i] : ""));
  const slot = (name) => next.names.indexOf(name);
  next.king = typeof king === "string" ? (words.regions.find((r) => [r.name, r.slug].includes(king))?.name ?? king)
    : (words.regions.find((r) => r.number === king)?.name ?? next.king);
  for (const [key, r] of Object.entries(board)) {
    const region = words.regions.find((x) => [x.name, x.slug, String(x.number)].includes(key));
    if (!region || typeof r !== "object" || r === null) continue;
    for (const [p, n] of Object.entries(r.influence ?? {})) if (slot(p) >= 0) next.regions[region.name].influence[slot(p)] = Number(n) || 0;
    for (const p of r.nobles ?? []) if (slot(p) >= 0) next.regions[region.name].nobles[slot(p)] = true;
  }
  for (const [p, n] of Object.entries(scores)) if (slot(p) >= 0) next.scores[slot(p)] = Number(n) || 0;
  for (const [p, cards] of Object.entries(used)) if (slot(p) >= 0 && Array.isArray(cards)) for (const c of cards) if (c in next.spent[0]) next.spent[slot(p)][c] = true;
  next.dragons = Number(dragons) || 0;
  for (const [key, values] of Object.entries(banners)) {
    const region = words.regions.find((x) => [x.name, x.slug, String(x.number)].includes(key));
    if (region) next.banners[region.name] = Array.isArray(values) ? values.join("-") : String(values);
  }
  next.variants = Array.isArray(variants) ? variants.filter((v) => typeof v === "string") : [];
  next.extra = extra;
  return next;
}

// ------------------------------------------------------------------ the form

function fieldKey(name) {      // as the referee writes a key in a field path (referee.errors.field_key)
  return /[ .']/.test(name) ? `"${name}"` : name;
}

function numberInput(id, label, value, field, onChange, { min = 0, max = 100 } = {}) {
  const box = el("div", { class: "field" });
  box.append(el("label", { for: id }, label));
  const row = el("div", { class: "stepper" });
  const input = el("input", { id, type: "number", min, max, inputmode: "numeric", "data-field": field });
  input.value = value;
  const set = (v) => { input.value = Math.max(min, Math.min(max, v)); onChange(Number(input.value)); };
  input.addEventListener("change", () => onChange(Number.parseInt(input.value, 10) || 0));
  const minus = el("button", { id: `${id}-minus`, type: "button", "aria-label": `${label} −1` }, "−");
  minus.addEventListener("click", () => set((Number.parseInt(input.value, 10) || 0) - 1));
  const plus = el("button", { id: `${id}-plus`, type: "button", "aria-label": `${label} +1` }, "+");
  plus.addEventListener("click", () => set((Number.parseInt(input.value, 10) || 0) + 1));
  row.append(minus, input, plus);
  box.append(row);
  return box;
}

function checkbox(id, label, checked, field, onChange) {
  const box = el("div", { class: "check" });
  const input = el("input", { id, type: "checkbox", "data-field": field });
  input.checked = checked;
  input.addEventListener("change", () => onChange(input.checked));
  box.append(input, el("label", { for: id }, label));
  return box;
}

function drawForm() {
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll("[data-text]")) node.textContent = t(node.dataset.text);
  document.title = t("page.title");
  $("lang").value = lang;

  const players = $("players");
  players.replaceChildren();
  for (let i = 0; i < MAX_SLOTS; i++) {
    const box = el("div", { class: "field" });
    const input = el("input", { id: `player-${i}`, type: "text", maxlength: 40, autocomplete: "off", "data-field": `players[${activeSlots().indexOf(i)}]` });
    input.value = state.names[i];
    input.addEventListener("change", () => { state.names[i] = input.value; drawForm(); changed(); });
    box.append(el("label", { for: `player-${i}` }, t("page.player-n", { n: i + 1 })), input);
    players.append(box);
  }

  const select = $("region");
  select.replaceChildren(...words.regions.map((r) => { const o = el("option", { value: r.name }, `${r.number}. ${r.name}`); return o; }));
  select.value = chosenRegion ?? state.king;
  drawRegionEditor();

  const scores = $("scores");
  scores.replaceChildren(...activeSlots().map((i) => {
    const name = state.names[i].trim();
    return numberInput(`score-${i}`, t("page.score-of", { player: name }), state.scores[i], `scores.${fieldKey(name)}`,
      (v) => { state.scores[i] = v; changed(); }, { max: 1000 });
  }));

  $("dragons").value = state.dragons;
  const spent = $("spent");
  spent.replaceChildren();
  for (const i of activeSlots()) {
    const name = state.names[i].trim();
    for (const card of ["dragon", "witch"]) {
      spent.append(checkbox(`spent-${card}-${i}`, t(`page.spent-${card}`, { player: name }), state.spent[i][card], `used.${fieldKey(name)}`,
        (v) => { state.spent[i][card] = v; changed(); }));
    }
  }

  $("variants").replaceChildren(...words.variants.map((v) => checkbox(`variant-${v}`, v, state.variants.includes(v), "variants",
    (on) => { state.variants = on ? [...state.variants, v] : state.variants.filter((x) => x !== v); changed(); })));

  $("provisional").textContent = words.provisional_notice;
  $("banners").replaceChildren(...words.regions.map((r) => {
    const box = el("div", { class: "field" });
    const input = el("input", { id: `banner-${r.number}`, type: "text", inputmode: "numeric", "data-field": `banners.${fieldKey(r.name)}`,
      placeholder: r.banner.join("-") + (r.provenance === "provisional" ? " *" : "") });
    input.value = state.banners[r.name] ?? "";
    input.addEventListener("change", () => { state.banners[r.name] = input.value; changed(); });
    box.append(el("label", { for: input.id }, t("page.banner-of", { region: r.name })), input);
    return box;
  }));
}

function drawRegionEditor() {
  const name = $("region").value;
  chosenRegion = name;
  const region = state.regions[name];
  const editor = $("region-editor");
  editor.replaceChildren();
  const key = fieldKey(name);
  for (const i of activeSlots()) {
    const player = state.names[i].trim();
    editor.append(numberInput(`markers-${i}`, t("page.markers-of", { player }), region.influence[i],
      `board.${key}.influence.${fieldKey(player)}`, (v) => { region.influence[i] = v; changed(); }, { max: 20 }));
    editor.append(checkbox(`noble-${i}`, t("page.noble-of", { player }), region.nobles[i], `board.${key}.nobles`,
      (v) => { region.nobles[i] = v; changed(); }));
  }
  editor.append(checkbox("king-here", t("page.king-here"), state.king === name, "king", (v) => {
    if (v) { state.king = name; changed(); } else drawRegionEditor();
  }));
  $("king-line").textContent = t("page.king-is", { region: state.king });
  markChosen();
}

function markChosen() {
  for (const g of $("board").querySelectorAll("g.region")) g.classList.toggle("chosen", g.dataset.region === chosenRegion);
}

// ------------------------------------------------------------------ talking to the referee

async function api(path, body, { raw = false } = {}) {
  const sep = path.includes("?") ? "&" : "?";
  const response = await fetch(`${path}${sep}lang=${lang}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : (raw ? body : JSON.stringify(body)),
  });
  const type = response.headers.get("content-type") || "";
  return { status: response.status, ok: response.ok, data: type.includes("json") ? await response.json() : await response.text() };
}

function changed() {
  $("ruling").hidden = true;
  const focused = document.activeElement?.id;       // the editor is redrawn: keep the keyboard's place
  drawRegionEditor();
  if (focused && $(focused) && document.activeElement !== $(focused)) $(focused).focus();
  writeHash();
  showChecking();
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, 200);
}

function showChecking() {
  // the last verdict was about the position before this change: none is shown, Score waits for the next
  $("valid").textContent = t("page.check");
  $("valid").className = "";
  $("score").disabled = true;
}

async function check() {
  const serial = ++checkSerial;
  $("valid").textContent = t("page.check");
  const doc = toDocument();
  const verdict = await api("/api/validate", doc);
  const drawing = verdict.data.valid ? await api("/api/render", doc) : { ok: false };   // draw only what reads
  if (serial !== checkSerial) return;          // a newer change is on its way
  showProblems(verdict.data.problems ?? [], $("problems"), true);
  $("valid").textContent = verdict.data.valid ? t("page.valid") : "";
  $("valid").className = verdict.data.valid ? "valid" : "";
  $("score").disabled = !verdict.data.valid;
  if (drawing.ok) drawBoard($("board"), drawing.data, true);
}

function showProblems(problems, box, besideFields, errorHead = "page.problems") {
  for (const node of document.querySelectorAll(".beside")) node.remove();
  for (const node of document.querySelectorAll("[aria-invalid]")) { node.removeAttribute("aria-invalid"); node.removeAttribute("aria-describedby"); }
  box.replaceChildren();
  const groups = [["error", errorHead, "problem"], ["warning", "page.warnings", "warning"]];
  for (const [severity, head, cls] of groups) {
    const list = problems.filter((p) => (p.severity ?? "error") === severity);
    if (!list.length) continue;
    box.append(el("h3", {}, t(head)));
    const ul = el("ul");
    for (const p of list) ul.append(el("li", { class: cls }, p.message));
    box.append(ul);
    if (!besideFields) continue;
    list.forEach((p, k) => {
      const input = fieldInput(p.field);
      if (!input) return;
      const note = el("p", { class: `${cls} beside`, id: `beside-${severity}-${k}` }, p.message);
      input.closest(".field, .check").after(note);
      if (severity === "error") input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", note.id);
    });
  }
}

// The visible control a problem's field names: the field itself, else the nearest enclosing field.
function fieldInput(field) {
  let path = String(field ?? "");
  while (path) {
    const found = [...document.querySelectorAll("[data-field]")].find((n) => n.dataset.field === path);
    if (found) return found;
    const cut = path.match(/^(.*)(\[\d+\]|\.("[^"]*"|[^."]*))$/);
    if (!cut) return null;
    path = cut[1];
  }
  return null;
}

function drawBoard(box, svgText, tappable) {
  const svg = new DOMParser().parseFromString(svgText, "image/svg+xml").documentElement;
  if (svg.nodeName !== "svg") return;
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t("page.board"));
  svg.setAttribute("viewBox", `0 0 ${svg.getAttribute("width")} ${svg.getAttribute("height")}`);
  box.replaceChildren(document.importNode(svg, true));
  if (!tappable) return;
  for (const g of box.querySelectorAll("g.region")) {
    g.addEventListener("click", () => { $("region").value = g.dataset.region; drawRegionEditor(); $("region").focus(); });
  }
  markChosen();
}

async function score() {
  const doc = toDocument();
  const [answer, drawing] = await Promise.all([api("/api/score", doc), api("/api/render?outcome=1", doc)]);
  if (!answer.ok) { showProblems(answer.data.problems ?? [], $("problems"), true); return; }
  const account = $("account");
  account.replaceChildren(...answer.data.trace.map((step) => {
    const li = el("li", {}, step.text + " ");
    if (step.rule) li.append(el("span", { class: "rule" }, `[${step.rule}]`));
    return li;
  }));
  const table = $("points");
  table.replaceChildren();
  for (const [player, points] of Object.entries(answer.data.awarded)) {
    const row = el("tr", { "data-player": player });
    row.append(el("th", {}, player), el("td", { class: "awarded" }, `+${points}`), el("td", { class: "total" }, String(answer.data.scores[player])));
    table.append(row);
  }
  if (drawing.ok) drawBoard($("after"), drawing.data, false);
  $("ruling").hidden = false;
  $("ruling").scrollIntoView({ block: "nearest" });
}

// ------------------------------------------------------------------ files and links

function save() {
  const blob = new Blob([JSON.stringify(toDocument(), null, 2) + "\n"], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob), download: "position.json" });
  document.body.append(link);
  link.click();
  link.remove();
}

async function openPosition(file) {
  showChecking();                               // before the first await: the old verdict is gone at once
  const text = await file.text();
  let doc;
  try { doc = JSON.parse(text); } catch { doc = null; }
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) {
    const verdict = await api("/api/validate", text, { raw: true });   // the referee names what is wrong
    showProblems(verdict.data.problems ?? [], $("problems"), false);
    $("valid").textContent = "";
    return;
  }
  state = fromDocument(doc);
  chosenRegion = state.king;
  drawForm();
  changed();
}

function writeHash() {
  history.replaceState(null, "", `#position=${encodeURIComponent(JSON.stringify(toDocument()))}`);
}

function readHash() {
  const match = location.hash.match(/^#position=(.*)$/);
  if (!match) return null;
  try { return JSON.parse(decodeURIComponent(match[1])); } catch { return null; }
}

async function copyLink() {
  writeHash();
  try { await navigator.clipboard.writeText(location.href); } catch { /* not offered on plain http */ }
  $("link-note").textContent = t("page.link-made");
}

// ------------------------------------------------------------------ the game record viewer

async function openRecord(file) {
  const answer = await api("/api/replay?lenient=1", await file.text(), { raw: true });
  record = answer.data;
  recordStep = 0;
  $("record").hidden = false;
  if (!record.rounds) {           // refused as a whole: the referee's problems
    record = null;
    showProblems(answer.data.problems ?? [], $("record-problems"), false);
    $("record-round").replaceChildren();
    $("record-sheet").replaceChildren();
    return;
  }
  drawRecord();
}

function drawRecord() {
  const rounds = record.rounds, total = rounds.length;
  recordStep = Math.max(0, Math.min(total, recordStep));
  $("record-prev").disabled = recordStep === 0;
  $("record-next").disabled = recordStep === total;
  $("record-step").textContent = recordStep === 0 ? t("page.record-start") : t("page.record-round", { n: rounds[recordStep - 1].round, total: rounds.at(-1)?.round ?? total });
  showProblems([...(record.problems ?? []), ...(record.warnings ?? [])], $("record-problems"), false, "page.illegal");
  const box = $("record-round");
  box.replaceChildren();
  if (recordStep > 0) {
    const r = rounds[recordStep - 1];
    box.append(el("p", {}, t("page.king-is", { region: r.king })));
    box.append(el("h3", {}, t("page.cards")));
    const cards = el("ul");
    for (const [player, list] of Object.entries(r.cards ?? {})) cards.append(el("li", {}, `${player}: ${list.join(", ")}`));
    box.append(cards);
    const notes = (r.events ?? []).filter((e) => e.text);
    if (notes.length) { const ul = el("ul"); for (const e of notes) ul.append(el("li", { class: "notice" }, `${e.player}: ${e.text}`)); box.append(ul); }
    box.append(el("h3", {}, t("page.regions-scored")), el("p", {}, (r.regions_scored ?? []).join(", ") || t("page.none")));
  } else if (recordStep === total && record.final) {
    box.append(el("p", {}, record.final.end_reason ?? ""));
  }
  const sheet = $("record-sheet");
  sheet.replaceChildren();
  const head = el("tr");
  head.append(el("th", {}, "#"), ...record.players.map((p) => el("th", {}, p)));
  sheet.append(head);
  for (const r of rounds.slice(0, recordStep)) {
    const row = el("tr");
    row.append(el("td", {}, String(r.round)), ...record.players.map((p) => el("td", {}, `${r.scores?.[p] ?? ""} (+${r.awarded?.[p] ?? 0})`)));
    sheet.append(row);
  }
  if (recordStep === total && record.final?.scores) {
    const row = el("tr", { class: "final" });
    row.append(el("td", {}, t("page.record-final")), ...record.players.map((p) => el("td", {}, String(record.final.scores[p] ?? ""))));
    sheet.append(row);
  }
}

// ------------------------------------------------------------------ start

function browserLang() {
  for (const l of navigator.languages ?? [navigator.language]) {
    const primary = String(l).toLowerCase().split("-")[0];
    if (primary === "fr" || primary === "en") return primary;
  }
  return "en";
}

async function loadWords(chosen) {
  lang = chosen;
  words = (await api("/api/page")).data;
}

async function start() {
  try {
    await loadWords(new URLSearchParams(location.search).get("lang") ?? browserLang());
  } catch (error) {
    document.body.prepend(el("p", { class: "problem" }, `The referee did not answer: ${error}`));
    return;
  }
  const shared = readHash();
  state = shared ? fromDocument(shared) : emptyState();
  chosenRegion = state.king;
  drawForm();
  check();
  $("lang").addEventListener("change", async () => { await loadWords($("lang").value); drawForm(); check(); if (record) drawRecord(); });
  $("region").addEventListener("change", drawRegionEditor);
  $("dragons").addEventListener("change", () => { state.dragons = Number.parseInt($("dragons").value, 10) || 0; changed(); });
  $("score").addEventListener("click", score);
  $("save").addEventListener("click", save);
  $("open").addEventListener("change", () => { if ($("open").files[0]) openPosition($("open").files[0]); });
  $("link").addEventListener("click", copyLink);
  $("new").addEventListener("click", () => { state = emptyState(); chosenRegion = state.king; drawForm(); changed(); });
  $("record-file").addEventListener("change", () => { if ($("record-file").files[0]) openRecord($("record-file").files[0]); });
  $("record-prev").addEventListener("click", () => { recordStep--; drawRecord(); });
  $("record-next").addEventListener("click", () => { recordStep++; drawRecord(); });
}

start();
