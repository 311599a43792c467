// A live table of `referee serve`: the host makes it and shows the board; each player opens their
// own link (#t=TABLE&k=TOKEN) and chooses cards on their phone. The referee keeps the game
// (/api/tables/...); this page follows it over a WebSocket, or asks every few seconds when it
// cannot keep one open. Everything a user typed reaches the page through textContent only.
"use strict";

const POLL_MS = 2500, RECONNECT_MS = 5000;
let words = null, lang = "en";
let table = null, token = null;           // from the link's #t=...&k=...
let view = null;                          // the table as this link sees it (GET /api/tables/{id})
let picked = [];                          // the cards chosen, in order (not yet confirmed)
let socket = null, pollTimer = null;

// $, el, t and problemList: common.js

async function call(path, { body, method } = {}) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    const response = await fetch(path, { method: method ?? (body === undefined ? "GET" : "POST"), headers,
                                         body: body === undefined ? undefined : JSON.stringify(body) });
    const type = response.headers.get("content-type") || "";
    return { ok: response.ok, status: response.status, data: type.includes("json") ? await response.json() : await response.text() };
  } catch (error) {
    return { ok: false, status: 0, data: { problems: [{ code: "UNREACHABLE", field: "", message: t("page.unreachable", { reason: String(error) }) }] } };
  }
}

function showProblems(box, problems) {
  box.replaceChildren(problemList(problems ?? [], "problem"));
}

async function loadWords(asked) {
  const answer = await call(`/api/page?lang=${encodeURIComponent(asked)}`);
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  words = answer.data;
  lang = words.lang;
  document.documentElement.lang = lang;
  $("lang").value = lang;
  for (const node of document.querySelectorAll("[data-text]")) node.textContent = t(node.dataset.text);
}

// ------------------------------------------------------------------ a new table

function drawNewTable() {
  $("new-table").hidden = false;
  const fields = $("seat-fields");
  if (!fields.children.length) {
    for (let i = 0; i < words.max_players; i++) {
      const name = el("input", { id: `seat-${i}`, maxlength: "40", autocomplete: "off" });
      name.value = i < 3 ? ["Ann", "Ben", "Cat"][i] : "";
      const choice = el("select", { id: `seat-lang-${i}` });
      for (const [code, label] of Object.entries(words.langs)) choice.append(el("option", { value: code }, label));
      choice.value = lang;
      const box = el("div", { class: "field" });
      box.append(el("label", { for: `seat-${i}` }, t("page.table.player", { n: i + 1 })), name,
                 el("label", { for: `seat-lang-${i}` }, t("page.language")), choice);
      fields.append(box);
    }
    for (const region of words.regions) {          // a printing's banner values; empty: the referee's
      const input = el("input", { id: `banner-${region.number}`, type: "text", inputmode: "numeric", "data-banner": region.name,
                                  placeholder: region.banner.join("-") + (region.provenance === "provisional" ? " *" : "") });
      const box = el("div", { class: "field" });
      box.append(el("label", { for: input.id }, t("page.banner-of", { region: region.name })), input);
      $("table-banners").append(box);
    }
    for (const id of words.table_variants) {
      const label = el("label", { class: "check" });
      label.append(el("input", { type: "checkbox", value: id, "data-variant": "" }), document.createTextNode(id));
      $("table-variants").append(label);
    }
  }
}

async function drawRulings() {
  const answer = await call(`/api/rulings?lang=${lang}`);
  if (!answer.ok) return;
  const box = $("table-rulings");
  box.replaceChildren();
  for (const ruling of answer.data.rulings) {
    const choice = el("select", { id: `ruling-${ruling.id}`, "data-ruling": ruling.id });
    for (const [value, words_] of Object.entries(ruling.alternatives)) choice.append(el("option", { value, title: words_ }, value));
    choice.value = ruling.default;
    const field = el("div", { class: "field" });
    field.append(el("label", { for: choice.id, title: ruling.question }, ruling.id), choice);
    box.append(field);
  }
}

async function createTable() {
  const players = [], langs = {};
  for (let i = 0; i < words.max_players; i++) {
    const name = $(`seat-${i}`).value;
    if (name.trim() === "") continue;
    players.push(name);
    langs[name] = $(`seat-lang-${i}`).value;
  }
  const variants = [...document.querySelectorAll("[data-variant]")].filter((b) => b.checked).map((b) => b.value);
  const rulings = {};
  for (const select of document.querySelectorAll("[data-ruling]")) rulings[select.dataset.ruling] = select.value;
  const banners = {};
  for (const input of document.querySelectorAll("[data-banner]")) {
    const written = input.value.trim();
    if (written === "") continue;
    const parts = written.split(/[-,\s]+/);               // "6-5-2-1"; anything else goes as written, for the referee to name
    banners[input.dataset.banner] = parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : written;
  }
  const answer = await call(`/api/tables?lang=${lang}`, { body: { players, variants, rulings, langs, banners } });
  if (!answer.ok) { showProblems($("new-problems"), answer.data.problems); return; }
  location.hash = new URL(answer.data.link).hash;          // the host's link: the board and the seats' links
}

// ------------------------------------------------------------------ the table

function readLink() {
  const params = new URLSearchParams(location.hash.slice(1));
  table = params.get("t");
  token = params.get("k");
  return Boolean(table && token);
}

async function refresh() {
  const asked = view?.role === "host" ? `?lang=${lang}` : "";      // a seat's language is its own, kept
  const answer = await call(`/api/tables/${encodeURIComponent(table)}${asked}`);
  if (!answer.ok) { showProblems($("choice-problems"), answer.data.problems); return; }
  show(answer.data);
}

async function show(data) {
  if (view && data.seq < view.seq) return;                  // an older answer overtaken by a newer one
  if (data.lang !== lang) await loadWords(data.lang);
  const roundChanged = !view || view.round !== data.round || view.phase !== data.phase;
  // the board, the account and the sheet change with a round (or the language) only: drawn again then
  const publicChanged = !view || view.sheet.length !== data.sheet.length || view.lang !== data.lang;
  view = data;
  if (roundChanged) picked = [];
  $("table").hidden = false;
  $("new-table").hidden = true;
  drawStatus();
  if (view.role === "seat") drawSeat(); else drawHost();
  drawRevealed();
  if (publicChanged) drawPublic();
  Object.assign($("table").dataset, { round: view.round, phase: view.phase, seq: view.seq });   // drawn: marked
}

function drawStatus() {
  const over = view.phase === "over";
  $("round-line").textContent = over ? t("page.table.over") :
    t(view.phase === "witch" ? "page.table.round-witch" : "page.table.round", { round: view.round });
  $("waiting").textContent = over || !view.waiting_for.length ? "" : t("page.table.waiting", { players: view.waiting_for.join(", ") });
  const final = $("final");
  final.hidden = !over;
  final.replaceChildren();
  if (over && view.final) final.append(el("p", { class: "valid" }, view.final.end_reason ?? ""));
}

function drawSeat() {
  const you = view.you;
  $("seat").hidden = false;
  $("hand-head").textContent = view.phase === "witch" ? t("page.table.witch") : t("page.table.your-hand", { player: view.player });
  const hand = $("hand"), chosen = $("chosen");
  hand.replaceChildren();
  chosen.replaceChildren();
  if (you.chosen) {
    $("hand-help").textContent = t(view.phase === "witch" ? "page.table.witch-wait" : "page.table.confirmed");
    for (const card of you.chosen) chosen.append(el("li", {}, card.text));
    $("confirm").hidden = true;
    return;
  }
  $("confirm").hidden = !you.to_choose;
  if (!you.to_choose) { $("hand-help").textContent = view.phase === "over" ? "" : t("page.table.others-choose"); return; }
  $("hand-help").textContent = `${t(you.fewer_allowed ? "page.table.due-at-most" : "page.table.due", { n: you.due })} ${t("page.table.supply", { n: you.supply })}`;
  hand.dataset.due = you.due;
  for (const card of you.hand) {
    const taken = picked.filter((c) => base(c) === card.card).length;
    const button = el("button", { type: "button", "data-card": card.card }, card.text);
    button.disabled = taken > 0;
    // a Knight goes marked, taken or declined, so it does what the player meant under either ruling (knight-declined)
    button.addEventListener("click", () => { picked.push(card.card === "knight" ? "knight!added" : card.card); drawSeat(); });
    hand.append(button);
  }
  picked.forEach((card, i) => {
    const item = el("li", { "data-card": card });
    const remove = el("button", { type: "button", "aria-label": t("page.table.remove") }, `${textOf(base(card))} ✕`);
    remove.addEventListener("click", () => { picked.splice(i, 1); drawSeat(); });
    item.append(remove);
    if (base(card) === "knight") {
      const box = el("input", { type: "checkbox", id: `decline-${i}` });
      box.checked = card === "knight!declined";
      box.addEventListener("change", () => { picked[i] = box.checked ? "knight!declined" : "knight!added"; });
      const label = el("label", { class: "check", for: box.id });
      label.append(box, document.createTextNode(t("page.table.decline")));
      item.append(label);
    }
    chosen.append(item);
  });
  // always enabled: a player with no marker left confirms no card, and a wrong count is the referee's to name
}

const base = (card) => card.split("!")[0];
const textOf = (card) => view.you.hand.find((c) => c.card === card)?.text ?? card;

async function confirmChoice() {
  const answer = await call(`/api/tables/${encodeURIComponent(table)}/choice`,
                            { body: { round: view.round, phase: view.phase, cards: picked } });
  if (!answer.ok) { showProblems($("choice-problems"), answer.data.problems); return; }
  $("choice-problems").replaceChildren();
  picked = [];
  show(answer.data);
}

async function drawHost() {
  $("host").hidden = false;
  const box = $("seat-links");
  if (box.dataset.drawn) return;
  box.dataset.drawn = "1";
  const answer = await call(`/api/tables/${encodeURIComponent(table)}/codes`);
  if (!answer.ok) { delete box.dataset.drawn; return; }
  for (const seat of answer.data.seats) {
    const card = el("div", { class: "field", "data-seat": seat.player });
    const link = el("a", { href: seat.link, target: "_blank", rel: "noopener" }, seat.player);
    card.append(link, el("img", { src: seat.qr, alt: t("page.table.qr", { player: seat.player }), width: "164" }));
    box.append(card);
  }
}

function drawRevealed() {
  const box = $("revealed-box"), list = $("revealed");
  box.hidden = !view.revealed;
  list.replaceChildren();
  for (const [player, cards] of Object.entries(view.revealed ?? {})) {
    list.append(el("li", {}, `${player}: ${cards.map((c) => c.text).join(", ")}`));
  }
}

function drawPublic() {
  drawBoard($("board"), view.board);
  $("account-head").hidden = $("account").hidden = !view.account.length;
  $("account").textContent = view.account.join("\n");
  const sheet = $("sheet");
  sheet.replaceChildren();
  const head = el("tr");
  head.append(el("th", {}, "#"), ...view.players.map((p) => el("th", {}, p)));
  sheet.append(head);
  for (const row of view.sheet) {
    const tr = el("tr");
    tr.append(el("td", {}, String(row.round)), ...view.players.map((p) => el("td", {}, `${row.scores[p]} (+${row.awarded[p]})`)));
    sheet.append(tr);
  }
}

function drawBoard(box, svgText) {
  const svg = new DOMParser().parseFromString(svgText, "image/svg+xml").documentElement;
  if (svg.nodeName !== "svg") return;
  const picture = document.importNode(svg, true);
  picture.setAttribute("viewBox", `0 0 ${picture.getAttribute("width")} ${picture.getAttribute("height")}`);
  picture.removeAttribute("width");
  picture.removeAttribute("height");
  picture.setAttribute("role", "img");
  picture.setAttribute("aria-label", t("page.table.board"));
  box.replaceChildren(picture);
}

async function download() {
  const answer = await call(`/api/tables/${encodeURIComponent(table)}/record`);
  if (!answer.ok) { showProblems($("choice-problems"), answer.data.problems); return; }
  const text = typeof answer.data === "string" ? answer.data : JSON.stringify(answer.data, null, 2);
  const link = el("a", { href: URL.createObjectURL(new Blob([text], { type: "application/json" })), download: `table-${table}.json` });
  document.body.append(link);
  link.click();
  link.remove();
}

async function switchLanguage(chosen) {
  if (view?.role === "seat") {
    const answer = await call(`/api/tables/${encodeURIComponent(table)}/lang`, { body: { lang: chosen } });
    if (answer.ok) { await loadWords(answer.data.lang); view = null; show(answer.data); }
    return;
  }
  await loadWords(chosen);
  if (!table) { drawRulings(); return; }
  socket?.close();                            // the host's live updates start again in this language
  refresh();
}

// ------------------------------------------------------------------ live updates

function follow() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  try { socket = new WebSocket(`${scheme}://${location.host}/api/tables/${encodeURIComponent(table)}/live`); } catch { poll(); return; }
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ token, lang: view?.role === "host" ? lang : null }));
    stopPolling();
    $("live-state").textContent = t("page.table.live");
  });
  socket.addEventListener("message", (message) => { try { show(JSON.parse(message.data)); } catch { /* a broken frame: the next one follows */ } });
  socket.addEventListener("close", () => { socket = null; poll(); setTimeout(follow, RECONNECT_MS); });
}

function poll() {
  if (pollTimer) return;
  $("live-state").textContent = t("page.table.polling");
  pollTimer = setInterval(refresh, POLL_MS);
}

function stopPolling() {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
}

async function start() {
  try {
    await loadWords(new URLSearchParams(location.search).get("lang") ?? (navigator.language ?? "en").slice(0, 2));
  } catch (error) {
    document.body.prepend(el("p", { class: "problem" }, `The referee did not answer: ${error}`));
    return;
  }
  $("lang").addEventListener("change", () => switchLanguage($("lang").value));
  $("create").addEventListener("click", createTable);
  $("confirm").addEventListener("click", confirmChoice);
  $("download").addEventListener("click", download);
  window.addEventListener("hashchange", () => location.reload());
  if (!readLink()) { drawNewTable(); drawRulings(); return; }
  await refresh();
  follow();
}

start();
