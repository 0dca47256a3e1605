import type {
  BoardTool,
  FlashcardsTool,
  MemoryGameTool,
  PollTool,
  TypingTestTool,
} from '../../catalogue/tools';
import { escapeHtml as e } from '../html';

/**
 * The apps' markup (../../catalogue/app-widgets.ts makes it work): what the visitor sees before
 * the script runs is the frame; the cards, votes and passages are the script's. Every value they
 * start with is an example, said to be one.
 */

/** The level of the headings inside a tool (its section's heading is one above). */
type Heading = 'h2' | 'h3';

/** A labelled field: its label above the control. */
export function field(id: string, label: string, control: string, unit?: string): string {
  const shown = unit ? `${e(label)} <span class="unit">(${e(unit)})</span>` : e(label);
  return `<p class="field"><label for="${id}">${shown}</label>${control}</p>`;
}

export function flashcardsBody(tool: FlashcardsTool, h: Heading): string {
  const [front, back] = tool.sides;
  const id = tool.id;
  const cards = e(JSON.stringify(tool.cards));
  const add = `<form class="tool-add" data-add>${field(`${id}-front`, front, `<input id="${id}-front" type="text" maxlength="200" autocomplete="off" data-front-input>`)}${field(`${id}-back`, back, `<input id="${id}-back" type="text" maxlength="400" autocomplete="off" data-back-input>`)}<button type="submit" class="button">Add card</button></form>`;
  return `<div class="tool flashcards" data-widget="flashcards" data-tool="${id}" data-sides="${e(`${front}|${back}`)}" data-cards="${cards}"><div class="flashcard-stage" aria-live="polite"><button type="button" class="flashcard" data-card><span class="flashcard-side" data-side>${e(front)}</span><span class="flashcard-face" data-face>${e(tool.cards[0]?.[0] ?? '')}</span></button></div><p class="flashcard-progress" data-progress></p><div class="tool-controls"><button type="button" data-action="prev">Previous</button><button type="button" class="button" data-action="flip">Show ${e(back.toLowerCase())}</button><button type="button" data-action="next">Next</button><button type="button" data-action="shuffle">Shuffle</button></div><p class="tool-note">Click the card (or press Enter) to turn it; ← and → step through the deck. The first cards are examples: delete them and add your own.</p><${h} class="tool-subhead">Add a card</${h}>${add}<details class="flashcard-deck"><summary>All cards</summary><ul data-list></ul></details></div>`;
}

export function boardBody(tool: BoardTool, h: Heading): string {
  const id = tool.id;
  const columns = tool.columns
    .map(
      (name, index) =>
        `<div class="board-column" role="group" aria-labelledby="${id}-column-${index}" data-column="${index}" data-name="${e(name)}"><${h} id="${id}-column-${index}">${e(name)} <span class="board-count" data-count>0</span></${h}><ul data-list></ul></div>`,
    )
    .join('');
  return `<div class="tool board" data-widget="board" data-tool="${id}"><form class="tool-add" data-add>${field(`${id}-new`, tool.itemLabel, `<input id="${id}-new" type="text" maxlength="120" placeholder="${e(tool.placeholder)}" autocomplete="off" data-text-input required>`)}<button type="submit" class="button">Add to ${e(tool.columns[0] ?? '')}</button></form><div class="board-columns">${columns}</div><p class="tool-note">Move a card with its arrows or drag it to another column.</p></div>`;
}

export function memoryGameBody(tool: MemoryGameTool): string {
  return `<div class="tool memory-game" data-widget="memory-game" data-pairs="${tool.pairs}"><dl class="tool-stats"><div><dt>Moves</dt><dd data-moves>0</dd></div><div><dt>Pairs found</dt><dd data-found>0 / ${tool.pairs}</dd></div></dl><div class="memory-grid" data-grid role="group" aria-label="Cards"></div><p class="memory-status" data-status aria-live="polite"></p><div class="tool-controls"><button type="button" class="button" data-action="new">New game</button></div></div>`;
}

export function typingTestBody(tool: TypingTestTool): string {
  const id = tool.id;
  const lengths = tool.lengths
    .map(
      (seconds) =>
        `<button type="button" data-length="${seconds}" aria-pressed="${seconds === tool.seconds}">${seconds} s</button>`,
    )
    .join('');
  const stats = [
    ['time', 'Time left', `${tool.seconds} s`],
    ['wpm', 'Words a minute', '0'],
    ['accuracy', 'Accuracy', '–'],
  ]
    .map(
      ([name, label, start]) =>
        `<div><dt>${e(label ?? '')}</dt><dd data-stat="${name}">${e(start ?? '')}</dd></div>`,
    )
    .join('');
  return `<div class="tool typing-test" data-widget="typing-test" data-seconds="${tool.seconds}" data-passages="${e(JSON.stringify(tool.passages))}"><div class="tool-controls" role="group" aria-label="Test length">${lengths}</div><dl class="tool-stats" aria-live="off">${stats}</dl><p class="typing-passage" data-passage>${e(tool.passages[0] ?? '')}</p>${field(`${id}-typed`, 'Type the passage here', `<textarea id="${id}-typed" rows="4" autocomplete="off" autocapitalize="off" spellcheck="false" data-typed></textarea>`)}<p class="typing-result" data-result aria-live="polite"></p><div class="tool-controls"><button type="button" class="button" data-action="restart">New passage</button></div></div>`;
}

export function pollBody(tool: PollTool, h: Heading): string {
  const id = tool.id;
  const setup = `<details class="poll-setup"><summary>Change the question and options</summary><form data-setup>${field(`${id}-question`, 'Question', `<input id="${id}-question" type="text" maxlength="160" value="${e(tool.question)}" data-question-input>`)}${field(`${id}-options`, 'Options, one a line', `<textarea id="${id}-options" rows="5" data-options-input>${e(tool.options.join('\n'))}</textarea>`)}<button type="submit" class="button">Save the poll</button></form></details>`;
  return `<div class="tool poll" data-widget="poll" data-tool="${id}" data-question="${e(tool.question)}" data-options="${e(tool.options.join('|'))}"><${h} class="poll-question" data-question-shown>${e(tool.question)}</${h}><ul class="poll-choices" data-choices></ul><p class="poll-total" data-total aria-live="polite"></p><p class="tool-note">The question is an example: change it below. Votes are counted on this device, so pass it round the room.</p>${setup}<div class="tool-controls"><button type="button" data-action="clear">Clear the votes</button></div></div>`;
}

export const APP_TOOL_STYLES = [
  '.tool-controls{display:flex;flex-wrap:wrap;gap:.6rem;justify-content:center;margin:.75rem 0}.tool button:disabled{opacity:.5;cursor:default}',
  '.tool-subhead{margin:1.5rem 0 .5rem;font-size:1.15rem}.tool-add{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;margin-bottom:1rem}.tool-add .field{flex:1 1 12rem;margin:0}',
  '.flashcard-stage{display:flex;justify-content:center}.tool .flashcard{width:min(100%,32rem);min-height:12rem;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75rem;padding:1.5rem;border-radius:var(--radius);border:2px solid var(--primary);background:var(--bg);box-shadow:0 6px 18px rgba(0,0,0,.12);text-align:center}.tool .flashcard.turned{background:var(--primary);color:var(--on-primary)}',
  '.flashcard-side{font-size:.85rem;text-transform:uppercase;letter-spacing:.08em;opacity:.8}.flashcard-face{font-size:clamp(1.4rem,6vw,2.2rem);font-weight:800;overflow-wrap:anywhere}.flashcard-progress{text-align:center;color:var(--muted);margin:.5rem 0 0}',
  '.flashcard-deck ul,.board-columns ul,.poll-choices{list-style:none;margin:.5rem 0 0;padding:0}.flashcard-deck li{display:flex;gap:.6rem;align-items:center;padding:.45rem 0;border-bottom:1px solid var(--muted)}.flashcard-deck li span{flex:1;overflow-wrap:anywhere}.flashcard-deck em{color:var(--muted);font-size:.85rem}',
  '.board-columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(13rem,1fr));gap:1rem}.board-column{padding:.75rem;border-radius:calc(var(--radius) / 2);background:var(--bg);min-height:8rem}.board-column :is(h2,h3){margin:0;font-size:1rem;display:flex;justify-content:space-between}.board-count{color:var(--muted)}',
  '.board-column li{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;justify-content:space-between;margin:.5rem 0 0;padding:.6rem;border:1px solid var(--muted);border-radius:calc(var(--radius) / 2);background:var(--surface);cursor:grab}.board-column li span:first-child{overflow-wrap:anywhere}.board-moves{display:flex;gap:.3rem}.tool .board-moves button{padding:.3rem .6rem}',
  '.memory-grid{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:.6rem;max-width:26rem;margin:1rem auto}.tool .memory-card{aspect-ratio:1;font-size:clamp(1.6rem,9vw,2.4rem);padding:0;background:var(--primary);color:var(--on-primary);border-color:var(--primary)}.tool .memory-card.up{background:var(--bg);color:var(--text)}.tool .memory-card.matched{background:var(--bg);color:var(--primary);border-style:dashed}.memory-status{text-align:center;min-height:1.5em;font-weight:600}',
  '.typing-passage{font-size:1.15rem;line-height:1.7;padding:1rem;border-radius:calc(var(--radius) / 2);background:var(--bg);font-family:ui-monospace,Menlo,Consolas,monospace}.typing-passage .right{color:var(--primary)}.typing-passage .wrong{background:#fde2e2;color:#8a1111;text-decoration:underline}.typing-passage .next{border-bottom:2px solid var(--text)}.typing-result{font-weight:700;text-align:center;min-height:1.5em}',
  '.poll-question{margin:0 0 .75rem;font-size:1.3rem}.poll-choices li{position:relative;display:flex;flex-wrap:wrap;align-items:center;gap:.6rem;margin:.5rem 0;padding:.5rem;border-radius:calc(var(--radius) / 2);background:var(--bg)}.tool .poll-option{flex:1 1 12rem;text-align:left;font-weight:700}.poll-bar{order:3;flex-basis:100%;height:.5rem;border-radius:1rem;background:var(--surface);overflow:hidden}.poll-bar span{display:block;height:100%;background:var(--primary)}.poll-count{font-variant-numeric:tabular-nums}.poll-total{color:var(--muted)}.poll-setup{margin-top:1rem}',
].join('');
