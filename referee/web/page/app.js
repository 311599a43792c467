// The page of `referee serve`: a position entered by tapping the board, validated at every change
// and scored by the referee's HTTP API (/docs). Plain JavaScript, no build step. Everything a user
// typed reaches the page through textContent or form values only, never as HTML.
"use strict";

const MIN_SLOTS = 5, MAX_SLOTS = 8;  // name fields shown; the referee's hard cap on players (referee.limits)
let words = null;                    // GET /api/page: the page's words, regions, variants
let lang = "en";
let state = null;                    // the position being entered (see emptyState)
let opened = null;                   // {text, origin}: a document read as it is, while nothing is changed
let shown = null;                    // {text, origin, bytes}: the document last opened, read or refused, until a change
let chosenRegion = null;
let record = null, recordText = null, recordStep = 0;   // the game record viewed (POST /api/replay), its file's bytes
let checkTimer = null, checkSerial = 0;

// $, el, t and problemList: common.js

// A redraw that replaces controls keeps the keyboard's place: the control focused before (found
// again by its id) gets the focus back, with its caret where it was.
function keepingFocus(redraw) {
  const before = document.activeElement;
  const id = before && before !== document.body ? before.id : "";
  let caret = null;
  try { caret = before && typeof before.selectionStart === "number" ? [before.selectionStart, before.selectionEnd] : null; } catch { caret = null; }
  redraw();
  const after = id ? $(id) : null;
  if (!after || after === document.activeElement) return;
  after.focus({ preventScroll: true });
  if (caret) { try { after.setSelectionRange(...caret); } catch { /* a number input has no caret */ } }
}

// ------------------------------------------------------------------ the position

function emptyState(slots = MIN_SLOTS) {
  const regions = {};
  for (const r of words.regions) regions[r.name] = { influence: Array(slots).fill(0), nobles: Array(slots).fill(false) };
  const names = Array(slots).fill("");
  names[0] = "Ann"; names[1] = "Ben";
  return {
    names, king: words.regions[0].name, regions,
    scores: Array(slots).fill(0), spent: Array.from({ length: slots }, () => ({ dragon: false, witch: false })),
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

// A position JSON into the page's state, taking only what the form can hold exactly: a value of the
// wrong type or an unknown name is never converted or guessed, it is left out and its field listed
// in `leftOut`. Fields the form has no control for (supply, rulings, round, comment ...) are kept as
// they were and sent back unchanged. Only called on a document the referee has read, or by the
// user's choice (putting what can be read of a refused one into the form).
function fromDocument(doc) {
  const leftOut = [];
  const isCount = (n) => Number.isInteger(n) && n >= 0;
  const { players = [], king, board = {}, scores = {}, used = {}, dragons = 0, banners = {}, variants = [], ...extra } = doc;
  const names = Array.isArray(players) ? players.filter((p, i) => typeof p === "string" || !leftOut.push(`players[${i}]`)) : [];
  if (!Array.isArray(players)) leftOut.push("players");
  if (names.length > MAX_SLOTS) { leftOut.push(`players[${MAX_SLOTS}]`); names.length = MAX_SLOTS; }
  const next = emptyState(Math.max(MIN_SLOTS, names.length));
  next.names = next.names.map((_, i) => names[i] ?? "");
  const slot = (name) => (typeof name === "string" && name.trim() ? next.names.indexOf(name) : -1);
  const region = (key) => words.regions.find((x) => x.name === key || x.slug === key || x.number === key || String(x.number) === key);
  if (king !== undefined) {
    if (region(king)) next.king = region(king).name; else leftOut.push("king");
  }
  const each = (value, field, visit) => {
    if (value && typeof value === "object" && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) visit(k, v, `${field}.${fieldKey(k)}`);
    else leftOut.push(field);
  };
  each(board, "board", (key, r, field) => {
    const found = region(key);
    if (!found || !r || typeof r !== "object") { leftOut.push(field); return; }
    const { influence = {}, nobles = [], ...rest } = r;
    if (Object.keys(rest).length) leftOut.push(...Object.keys(rest).map((k) => `${field}.${fieldKey(k)}`));
    each(influence, `${field}.influence`, (p, n, f) => {
      if (slot(p) >= 0 && isCount(n)) next.regions[found.name].influence[slot(p)] = n; else leftOut.push(f);
    });
    if (!Array.isArray(nobles)) leftOut.push(`${field}.nobles`);
    else nobles.forEach((p, i) => { if (slot(p) >= 0) next.regions[found.name].nobles[slot(p)] = true; else leftOut.push(`${field}.nobles[${i}]`); });
  });
  each(scores, "scores", (p, n, f) => { if (slot(p) >= 0 && isCount(n)) next.scores[slot(p)] = n; else leftOut.push(f); });
  each(used, "used", (p, cards, f) => {
    if (slot(p) < 0 || !Array.isArray(cards)) { leftOut.push(f); return; }
    cards.forEach((c, i) => { if (c === "dragon" || c === "witch") next.spent[slot(p)][c] = true; else leftOut.push(`${f}[${i}]`); });
  });
  if (isCount(dragons)) next.dragons = dragons; else leftOut.push("dragons");
  each(banners, "banners", (key, values, f) => {
    const found = region(key);
    if (found && Array.isArray(values) && values.every(isCount)) next.banners[found.name] = values.join("-");
    else leftOut.push(f);
  });
  if (Array.isArray(variants) && variants.every((v) => typeof v === "string" && words.variants.includes(v))) next.variants = [...variants];
  else leftOut.push("variants");
  next.extra = extra;
  return { state: next, leftOut };
}

// ------------------------------------------------------------------ the form

function fieldKey(name) {      // as the referee writes a key in a field path (referee.errors.field_key)
  return /[ .'"\\[\]]/.test(name) ? JSON.stringify(name) : name;   // quoted as JSON writes a string
}

function numberInput(id, label, value, field, onChange, { min = 0, max = 100 } = {}) {
  const box = el("div", { class: "field" });
  box.append(el("label", { for: id }, label));
  const row = el("div", { class: "stepper" });
  const input = el("input", { id, type: "number", min, max, inputmode: "numeric", "data-field": field });
  input.value = value;
  const set = (v) => { input.value = Math.max(min, Math.min(max, v)); onChange(Number(input.value)); };
  input.addEventListener("input", () => onChange(Number.parseInt(input.value, 10) || 0));
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
  const choice = $("lang");
  if (choice.options.length !== Object.keys(words.langs).length) {
    choice.replaceChildren(...Object.entries(words.langs).map(([code, name]) => el("option", { value: code, lang: code }, name)));
  }
  choice.value = lang;
  keepingFocus(() => {
    drawPlayers();
    const select = $("region");
    select.replaceChildren(...words.regions.map((r) => el("option", { value: r.name }, `${r.number}. ${r.name}`)));
    select.value = chosenRegion ?? state.king;
    drawRegionEditor();
    drawNamedControls();
    $("dragons").value = state.dragons;
    $("variants").replaceChildren(...words.variants.map((v) => checkbox(`variant-${v}`, v, state.variants.includes(v), "variants",
      (on) => { state.variants = on ? [...state.variants, v] : state.variants.filter((x) => x !== v); changed(); })));
    $("provisional").textContent = words.provisional_notice;
    $("banners").replaceChildren(...words.regions.map((r) => {
      const box = el("div", { class: "field" });
      const input = el("input", { id: `banner-${r.number}`, type: "text", inputmode: "numeric", "data-field": `banners.${fieldKey(r.name)}`,
        placeholder: r.banner.join("-") + (r.provenance === "provisional" ? " *" : "") });
      input.value = state.banners[r.name] ?? "";
      input.addEventListener("input", () => { state.banners[r.name] = input.value; changed(); });
      box.append(el("label", { for: input.id }, t("page.banner-of", { region: r.name })), input);
      return box;
    }));
  });
}

// The name fields are made once per number of slots and then only updated: typing a name never
// replaces the field typed in, nor the next one a Tab or a tap goes to.
function drawPlayers() {
  const players = $("players");
  if (players.children.length !== state.names.length) {
    players.replaceChildren(...state.names.map((_, i) => {
      const box = el("div", { class: "field" });
      const input = el("input", { id: `player-${i}`, type: "text", maxlength: 40, autocomplete: "off" });
      input.addEventListener("input", () => { state.names[i] = input.value; nameChanged(); });
      box.append(el("label", { for: `player-${i}` }), input);
      return box;
    }));
  }
  state.names.forEach((name, i) => {
    const input = $(`player-${i}`);
    if (input.value !== name) input.value = name;
    input.dataset.field = `players[${activeSlots().indexOf(i)}]`;
    input.labels[0].textContent = t("page.player-n", { n: i + 1 });
  });
}

function nameChanged() {
  keepingFocus(() => { drawPlayers(); drawRegionEditor(); drawNamedControls(); });
  changed();
}

// The controls that carry a player's name in their label: the scores and the spent cards.
function drawNamedControls() {
  $("scores").replaceChildren(...activeSlots().map((i) => {
    const name = state.names[i].trim();
    return numberInput(`score-${i}`, t("page.score-of", { player: name }), state.scores[i], `scores.${fieldKey(name)}`,
      (v) => { state.scores[i] = v; changed(); }, { max: 1000 });
  }));
  const spent = $("spent");
  spent.replaceChildren();
  for (const i of activeSlots()) {
    const name = state.names[i].trim();
    for (const card of ["dragon", "witch"]) {
      spent.append(checkbox(`spent-${card}-${i}`, t(`page.spent-${card}`, { player: name }), state.spent[i][card], `used.${fieldKey(name)}`,
        (v) => { state.spent[i][card] = v; changed(); }));
    }
  }
}

function drawRegionEditor() {
  const name = $("region").value;
  chosenRegion = name;
  const region = state.regions[name];
  const editor = $("region-editor");
  keepingFocus(() => {
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
      if (v) state.king = name;
      drawRegionEditor();
      if (v) changed();
    }));
  });
  $("king-line").textContent = t("page.king-is", { region: state.king });
  markChosen();
}

function markChosen() {
  for (const g of $("board").querySelectorAll("g.region")) g.classList.toggle("chosen", g.dataset.region === chosenRegion);
}

// ------------------------------------------------------------------ talking to the referee

// Every call answers {status, ok, data}; a referee out of reach answers a problem of its own, so no
// caller has to guard against a failed fetch or a body that is not JSON.
async function api(path, body, { raw = false } = {}) {
  const sep = path.includes("?") ? "&" : "?";
  try {
    const response = await fetch(`${path}${sep}lang=${encodeURIComponent(lang)}`, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : (raw ? body : JSON.stringify(body)),
    });
    const type = response.headers.get("content-type") || "";
    return { status: response.status, ok: response.ok, data: type.includes("json") ? await response.json() : await response.text() };
  } catch (error) {
    const message = words ? t("page.unreachable", { reason: String(error) }) : `The referee did not answer: ${error}`;
    return { status: 0, ok: false, data: { valid: false, problems: [{ code: "UNREACHABLE", field: "", message, severity: "error" }] } };
  }
}

// The document the referee is asked about: the one opened, as it was given, until the form changes.
function currentBody() {
  return opened ? opened.text : JSON.stringify(toDocument());
}

function changed() {
  opened = null;
  shown = null;
  $("opened").replaceChildren();
  $("ruling").hidden = true;
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
  const body = currentBody();
  const verdict = await api("/api/validate", body, { raw: true });
  const drawing = verdict.data.valid ? await api("/api/render", body, { raw: true }) : { ok: false };   // draw only what reads
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
    box.append(el("h3", {}, t(head)), problemList(list, cls));
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

// The referee draws one picture: the board's ring on the left, the legend and score track on the
// right. The page shows them as two pictures, side by side on a wide screen and one under the other
// on a phone, so that the board fills a phone's width (every region a tap target of 44 px or more)
// and the legend and score track need no sideways scrolling.
const RING = "0 0 800 810";

function drawBoard(box, svgText, tappable) {
  const svg = new DOMParser().parseFromString(svgText, "image/svg+xml").documentElement;
  if (svg.nodeName !== "svg") return;
  const width = Number(svg.getAttribute("width")), height = Number(svg.getAttribute("height"));
  const ring = document.importNode(svg, true), panel = document.importNode(svg, true);
  for (const [picture, label] of [[ring, t("page.board")], [panel, t("page.legend")]]) {
    picture.removeAttribute("width");
    picture.removeAttribute("height");
    picture.setAttribute("role", "img");
    picture.setAttribute("aria-label", label);
  }
  ring.setAttribute("viewBox", RING);
  ring.classList.add("ring");
  for (const g of ring.querySelectorAll(".legend, .score-track, .status")) g.remove();
  for (const g of panel.querySelectorAll("g.region, .roads, .title")) g.remove();
  panel.classList.add("panel");
  panel.setAttribute("viewBox", `790 40 ${width - 790} ${height - 40}`);
  box.replaceChildren(ring, panel);
  const parts = [...panel.querySelectorAll(".legend, .score-track, .status")].map((g) => g.getBBox());
  if (parts.length) {
    const top = Math.min(...parts.map((b) => b.y)) - 8, bottom = Math.max(...parts.map((b) => b.y + b.height)) + 8;
    panel.setAttribute("viewBox", `790 ${top} ${width - 790} ${bottom - top}`);
  }
  if (!tappable) return;
  for (const g of box.querySelectorAll("g.region")) {
    g.addEventListener("click", () => { $("region").value = g.dataset.region; drawRegionEditor(); $("region").focus(); });
  }
  markChosen();
}

async function score() {
  const body = currentBody();
  const [answer, drawing] = await Promise.all([api("/api/score", body, { raw: true }), api("/api/render?outcome=1", body, { raw: true })]);
  if (!answer.ok) { showProblems(answer.data.problems ?? [], $("problems"), true); return; }
  const account = $("account");
  account.replaceChildren(...answer.data.trace.map((step) => {
    const li = el("li", {}, step.text + " ");
    const section = step.section ?? step.rule;
    if (section) li.append(el("span", { class: "rule" }, `[${section}]`));
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

// ------------------------------------------------------------------ files, links and pastes

function save() {
  const text = opened ? opened.text : JSON.stringify(toDocument(), null, 2) + "\n";
  const blob = new Blob([text], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob), download: "position.json" });
  document.body.append(link);
  link.click();
  link.remove();
}

// One reader for every document the page opens (a file, a shared link, a paste): the text goes to
// the referee as it is. Refused, the page shows the referee's problems and enters nothing; read,
// the form shows it, and until anything is changed the referee is asked about the text as given.
// A file's bytes as text, or null where they are not UTF-8: the page never reads them with
// replacement characters (a name the file does not hold); the referee is sent the bytes and names
// the first one that is not UTF-8, as `referee validate` does.
function utf8(bytes) {
  try { return new TextDecoder("utf-8", { fatal: true }).decode(bytes); } catch { return null; }
}

// text: the document as text (null: a file that is not UTF-8); bytes: a file's own bytes, sent as
// they are, so the referee reads exactly what the file holds.
async function openDocument(text, origin, bytes = null) {
  const serial = ++checkSerial;                 // a check of the form under way no longer speaks
  const source = sourceName(origin);
  clearTimeout(checkTimer);
  opened = null;
  shown = { text, origin, bytes };
  $("ruling").hidden = true;
  $("opened").replaceChildren();
  showChecking();
  const verdict = await api("/api/validate", bytes ?? text, { raw: true });
  if (serial !== checkSerial) return;
  let doc = null;
  try { doc = text === null ? null : JSON.parse(text); } catch { doc = null; }
  const readable = doc !== null && typeof doc === "object" && !Array.isArray(doc);
  const read = verdict.data.valid && readable ? fromDocument(doc) : null;
  if (!read || read.leftOut.length) {          // refused, or read but holding what the form cannot show
    const listed = read ? read.leftOut.map((field) => ({ field, message: field, severity: "error" }))
      : verdict.data.problems ?? [];
    showRefusal(listed, source, readable ? doc : null);
    return;
  }
  state = read.state;
  chosenRegion = state.king;
  drawForm();
  opened = { text, origin };
  $("opened").append(el("p", { class: "notice" }, t("page.opened", { source })));
  if (origin.kind !== "link") writeHash();          // a link's own text is in the address already
  check();
}

function showRefusal(problems, source, doc) {
  showProblems([], $("problems"), false);
  $("valid").textContent = "";
  if (!$("board").querySelector("svg")) {        // the form's own board, drawn once (no verdict: nothing is asked)
    api("/api/render", toDocument()).then((drawing) => { if (drawing.ok) drawBoard($("board"), drawing.data, true); });
  }
  const box = $("opened");
  box.replaceChildren(el("p", { class: "problem", role: "alert" }, t("page.refused", { source })));
  box.append(problemList(problems, "problem"));
  if (doc) {
    const anyway = el("button", { type: "button", id: "load-anyway" }, t("page.load-anyway"));
    anyway.addEventListener("click", () => loadAnyway(doc, source));
    box.append(anyway);
  }
}

// Where a document came from, in the page's language: {kind: "file" | "link" | "paste", name}.
function sourceName(origin) {
  return t(`page.from-${origin.kind}`, { name: origin.name ?? "" });
}

// The user's choice, never the page's: what can be read of a refused document goes into the form,
// the rest is named; the referee then checks the form's own document as for any change.
function loadAnyway(doc, source) {
  const read = fromDocument(doc);
  state = read.state;
  chosenRegion = state.king;
  drawForm();
  changed();
  if (read.leftOut.length) $("opened").append(el("p", { class: "warning" }, t("page.left-out", { source, fields: read.leftOut.join(", ") })));
}

function writeHash() {
  history.replaceState(null, "", `#position=${encodeURIComponent(currentBody())}`);
}

// The shared link's text exactly as written (a malformed escape is kept as it is: the referee names it).
function readHash() {
  const match = location.hash.match(/^#position=(.*)$/s);
  if (!match) return null;
  try { return decodeURIComponent(match[1]); } catch { return match[1]; }
}

async function copyLink() {
  writeHash();
  try { await navigator.clipboard.writeText(location.href); } catch { /* not offered on plain http */ }
  $("link-note").textContent = t("page.link-made");
}

// ------------------------------------------------------------------ the game record viewer

async function openRecord(body) {                  // a file's bytes, as they are (see utf8)
  recordText = body;
  const answer = await api("/api/replay?lenient=1", body, { raw: true });
  record = answer.data;
  $("record").hidden = false;
  if (!record || !Array.isArray(record.rounds)) {           // refused as a whole: the referee's problems
    record = null;
    showProblems(answer.data.problems ?? [], $("record-problems"), false, "page.record-refused");
    $("record-round").replaceChildren();
    $("record-sheet").replaceChildren();
    $("record-step").textContent = "";
    $("record-prev").disabled = $("record-next").disabled = true;
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
  return (navigator.languages ?? [navigator.language]).map((l) => String(l).toLowerCase().split("-")[0])[0] ?? "en";
}

// The page's words in `asked`; a language the referee does not speak falls back (the browser's
// Accept-Language, then English) and the page says so.
async function loadWords(asked) {
  const previous = lang;
  lang = asked;                                  // api() asks in the current language: here, the one asked
  const answer = await api("/api/page");
  if (!answer.ok || !answer.data.text) {
    lang = previous;
    throw new Error(answer.data.problems?.[0]?.message ?? `HTTP ${answer.status}`);
  }
  words = answer.data;
  lang = words.lang;
  $("lang-notice").textContent = words.lang_notice ?? "";
  $("lang-notice").hidden = !words.lang_notice;
}

async function switchLanguage(chosen) {
  await loadWords(chosen);
  const url = new URL(location.href);
  url.searchParams.set("lang", lang);
  history.replaceState(null, "", url);
  const rulingShown = !$("ruling").hidden;
  drawForm();
  if (shown) await openDocument(shown.text, shown.origin, shown.bytes);   // read, or refused, again in the new language
  else await check();
  if (rulingShown) await score();                       // the ruling asked for again, in the new language
  if (recordText !== null) await openRecord(recordText);
}

async function start() {
  try {
    await loadWords(new URLSearchParams(location.search).get("lang") ?? browserLang());
  } catch (error) {
    document.body.prepend(el("p", { class: "problem" }, `The referee did not answer: ${error}`));
    return;
  }
  state = emptyState();
  chosenRegion = state.king;
  drawForm();
  const shared = readHash();
  if (shared !== null) openDocument(shared, { kind: "link" }); else check();
  $("lang").addEventListener("change", () => switchLanguage($("lang").value));
  $("region").addEventListener("change", drawRegionEditor);
  $("dragons").addEventListener("input", () => { state.dragons = Number.parseInt($("dragons").value, 10) || 0; changed(); });
  $("score").addEventListener("click", score);
  $("save").addEventListener("click", save);
  $("open").addEventListener("change", async () => {
    const file = $("open").files[0];
    if (!file) return;
    showChecking();                            // at once: the verdict on screen is not about this file
    const bytes = new Uint8Array(await file.arrayBuffer());
    await openDocument(utf8(bytes), { kind: "file", name: file.name }, bytes);
    $("open").value = "";                      // the same file can be opened again
  });
  $("paste-read").addEventListener("click", () => openDocument($("paste-text").value, { kind: "paste" }));
  $("link").addEventListener("click", copyLink);
  // A shared link opened in this tab while the page is open changes only the address's #position
  // (no reload): it is read as any link is. The page writes its own link with replaceState, which
  // fires no hashchange.
  window.addEventListener("hashchange", () => {
    const link = readHash();
    if (link !== null) openDocument(link, { kind: "link" });
  });
  $("new").addEventListener("click", () => { state = emptyState(); chosenRegion = state.king; drawForm(); changed(); });
  $("record-file").addEventListener("change", async () => {
    const file = $("record-file").files[0];
    if (file) { recordStep = 0; await openRecord(new Uint8Array(await file.arrayBuffer())); }
    $("record-file").value = "";
  });
  $("record-prev").addEventListener("click", () => { recordStep--; drawRecord(); });
  $("record-next").addEventListener("click", () => { recordStep++; drawRecord(); });
}

start();
