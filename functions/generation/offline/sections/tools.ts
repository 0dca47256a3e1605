import {
  toolById,
  type CalculatorInput,
  type CalculatorRows,
  type CalculatorTool,
  type PickerTool,
  type TimerTool,
  type Tool,
  type TrackerTool,
} from '../../catalogue/tools';
import { escapeHtml as e } from '../html';
import {
  APP_TOOL_STYLES,
  boardBody,
  field,
  flashcardsBody,
  memoryGameBody,
  pollBody,
  typingTestBody,
} from './app-tools';
import type { Voice } from '../voice';
import type { Section, SitePlan } from '../../page/site-plan';
import { phrasebookFor } from '../languages/index';
import { toolInLanguage, type ToolInLanguage } from '../languages/tool-book';
import type { RenderContext, SectionWriter } from './types';

/** The words of a tool's controls in the page's language (the English when it stays English). */
type Say = ToolInLanguage['say'];

/**
 * A tool's section: the tool the section's id names (the planner gives a tool's section the
 * tool's id), as markup its widget's behaviour makes work (../../catalogue/widgets.ts). Every
 * value it starts with is a number the brief asked about or an example the visitor changes, never
 * a fact about anyone.
 */

/**
 * The tool a section names, and the words of its controls: in the page's language when its
 * phrasebook translates all the tool says, else in English (the section is then marked so).
 */
function toolOf(plan: SitePlan, section: Section): { tool?: Tool; say: Say } {
  const local = toolInLanguage(section.id, phrasebookFor(plan.language)?.tools);
  return local ?? { tool: toolById(section.id), say: (english) => english };
}

function toolCopy(voice: Voice) {
  const { tool } = toolOf(voice.plan, voice.section);
  return { intro: tool?.lead ?? '', items: [], ...(tool ? { extra: { tool: tool.id } } : {}) };
}

const attribute = (name: string, value: number | undefined) =>
  value === undefined ? '' : ` ${name}="${value}"`;

/** An input's control: a choice, a date, a line of text or a number. */
function control(input: CalculatorInput, id: string, bound: string, value = input.value): string {
  if (input.options) {
    return `<select id="${id}" ${bound}>${input.options
      .map(
        (option) =>
          `<option value="${e(option.value)}"${option.value === String(value) ? ' selected' : ''}>${e(option.label)}</option>`,
      )
      .join('')}</select>`;
  }
  if (input.type === 'date' || input.type === 'text') {
    const required = input.type === 'date' ? ' required' : '';
    return `<input id="${id}" type="${input.type}" ${bound} value="${e(String(value))}"${input.type === 'text' ? ' maxlength="60" autocomplete="off"' : ''}${required}>`;
  }
  return `<input id="${id}" type="number" inputmode="decimal" ${bound} value="${e(String(value))}"${attribute('min', input.min)}${attribute('max', input.max)} step="${input.step ?? 'any'}"${bound.startsWith('data-input') ? ' required' : ''}>`;
}

/**
 * One row of a calculator's repeating inputs, numbered `n` ("__n__" in the template the script
 * copies): a fieldset whose legend names each control with its label ("Course 2 Credits").
 */
function calculatorRow(
  tool: CalculatorTool,
  rows: CalculatorRows,
  n: string,
  say: Say,
  values: Readonly<Record<string, number | string>> = {},
): string {
  const legend = `${tool.id}-row-${n}`;
  const fields = rows.fields
    .map((input) => {
      const id = `${tool.id}-${input.name}-${n}`;
      const bound = `data-field="${input.name}" aria-labelledby="${legend} ${id}-label"`;
      return `<p class="field"><label for="${id}" id="${id}-label">${e(input.label)}</label>${control(input, id, bound, values[input.name] ?? input.value)}</p>`;
    })
    .join('');
  return `<fieldset class="tool-row" data-row><legend id="${legend}">${e(rows.item)} ${n}</legend>${fields}<button type="button" data-remove-row aria-label="${e(say('Remove'))} ${e(rows.item.toLowerCase())} ${n}">${e(say('Remove'))}</button></fieldset>`;
}

function calculatorRows(tool: CalculatorTool, say: Say): string {
  const { rows } = tool;
  if (!rows) return '';
  const start = rows.start.map((values, i) =>
    calculatorRow(tool, rows, String(i + 1), say, values),
  );
  return `<div class="tool-rows" data-rows>${start.join('')}</div><template data-row-template>${calculatorRow(tool, rows, '__n__', say)}</template><button type="button" data-add-row>${e(say(`Add ${rows.item.toLowerCase()}`))}</button>`;
}

/** A calculator, opening on the numbers the brief gives (`given`) and the examples for the rest. */
function calculatorBody(
  tool: CalculatorTool,
  say: Say,
  given: Readonly<Record<string, number | string>> = {},
): string {
  const inputs = tool.inputs
    .map((input) => {
      const id = `${tool.id}-${input.name}`;
      const asked = given[input.name];
      // A choice opens on the brief's only when it is one of its options.
      const fits = input.options ? input.options.some((option) => option.value === asked) : true;
      const value = asked !== undefined && fits ? asked : input.value;
      return field(
        id,
        input.label,
        control(input, id, `data-input="${input.name}"`, value),
        input.unit,
      );
    })
    .join('');
  const forIds = tool.inputs.map((input) => `${tool.id}-${input.name}`).join(' ');
  const outputs = tool.outputs
    .map((output) => {
      const format = output.decimals === undefined ? '' : ` data-decimals="${output.decimals}"`;
      const money = output.money ? ' data-money' : '';
      const unit = output.unit ? ` <span class="unit">${e(output.unit)}</span>` : '';
      return `<p class="result${output.lines ? ' lines' : ''}"><span class="label">${e(output.label)}</span> <output data-output="${output.name}" for="${forIds}"${format}${money}>–</output>${unit}</p>`;
    })
    .join('');
  const note = tool.note ? `<p class="tool-note">${e(tool.note)}</p>` : '';
  return `<div class="tool calculator" data-widget="calculator" data-tool="${tool.id}">${inputs ? `<div class="tool-inputs">${inputs}</div>` : ''}${calculatorRows(tool, say)}<div class="tool-results" aria-live="polite">${outputs}</div>${note}</div>`;
}

function trackerBody(tool: TrackerTool, say: Say): string {
  const id = tool.id;
  const amount = tool.amount
    ? field(
        `${id}-amount`,
        tool.amount.label,
        `<input id="${id}-amount" type="number" inputmode="decimal" min="0" step="any" data-amount-input>`,
      )
    : '';
  const shows = [
    ['all', say('All')],
    ['open', say('Open')],
    ['done', tool.done],
  ]
    .map(
      ([show, label], index) =>
        `<button type="button" data-show="${show}" aria-pressed="${index === 0}">${e(label ?? '')}</button>`,
    )
    .join('');
  return `<div class="tool tracker" data-widget="tracker" data-tool="${id}"${tool.daily ? ' data-daily' : ''} data-done-label="${e(tool.done)}"><form class="tracker-add" data-add>${field(`${id}-new`, tool.itemLabel, `<input id="${id}-new" type="text" maxlength="120" placeholder="${e(tool.placeholder)}" autocomplete="off" data-text-input required>`)}${amount}<button type="submit" class="button">${e(say('Add'))}</button></form><div class="tracker-bar"><p class="field"><label for="${id}-search" class="visually-hidden">${e(say('Search'))}</label><input id="${id}-search" type="search" placeholder="${e(say('Search'))}" data-search></p><div class="tracker-show" role="group" aria-label="${e(say('Show'))}">${shows}</div></div><ul class="tracker-list" data-list></ul><p class="tracker-empty" data-empty>${e(say('Nothing here yet: add the first one above.'))}</p><p class="tracker-summary" data-summary aria-live="polite"></p></div>`;
}

const clock = (minutes: number) => `${String(minutes).padStart(2, '0')}:00`;

function timerBody(tool: TimerTool, say: Say, asked?: number): string {
  const id = tool.id;
  if (tool.mode === 'stopwatch') {
    return `<div class="tool timer" data-widget="timer" data-mode="stopwatch"><p class="timer-display" data-display role="timer">00:00.0</p><div class="timer-controls"><button type="button" class="button" data-action="start">${e(say('Start'))}</button><button type="button" data-action="lap">${e(say('Lap'))}</button><button type="button" data-action="reset">${e(say('Reset'))}</button></div><ol class="timer-laps" data-laps></ol></div>`;
  }
  const minutes = asked ?? tool.minutes ?? 5;
  const presets = (tool.presets ?? [])
    .map(
      (preset) =>
        `<button type="button" data-preset="${preset.minutes}">${e(preset.label)}</button>`,
    )
    .join('');
  return `<div class="tool timer" data-widget="timer" data-mode="countdown" data-minutes="${minutes}"><p class="timer-display" data-display role="timer">${clock(minutes)}</p>${field(`${id}-minutes`, say('Minutes'), `<input id="${id}-minutes" type="number" min="1" max="999" step="1" value="${minutes}" data-minutes-input>`)}${presets ? `<div class="timer-presets" role="group" aria-label="${e(say('Quick settings'))}">${presets}</div>` : ''}<div class="timer-controls"><button type="button" class="button" data-action="start">${e(say('Start'))}</button><button type="button" data-action="reset">${e(say('Reset'))}</button></div><p class="timer-done" data-done role="status" hidden>${e(say('Time is up!'))}</p></div>`;
}

const STATS: readonly [string, string][] = [
  ['words', 'Words'],
  ['characters', 'Characters'],
  ['letters', 'Characters without spaces'],
  ['sentences', 'Sentences'],
  ['paragraphs', 'Paragraphs'],
  ['minutes', 'Minutes to read'],
];

function textStatsBody(tool: Tool, say: Say): string {
  const stats = STATS.map(
    ([name, label]) => `<div><dt>${e(say(label))}</dt><dd data-stat="${name}">0</dd></div>`,
  ).join('');
  return `<div class="tool text-stats" data-widget="text-stats">${field(`${tool.id}-text`, say('Your text'), `<textarea id="${tool.id}-text" rows="8" data-text></textarea>`)}<dl class="tool-stats" aria-live="polite">${stats}</dl></div>`;
}

function pickerBody(tool: PickerTool, say: Say): string {
  const fixed = tool.id !== 'picker';
  const options = fixed
    ? ''
    : field(
        `${tool.id}-options`,
        say('Options, one a line'),
        `<textarea id="${tool.id}-options" rows="6" data-options>${e(tool.options.join('\n'))}</textarea>`,
      );
  const given = fixed ? ` data-fixed="${e(tool.options.join('|'))}"` : '';
  return `<div class="tool picker" data-widget="picker"${given}>${options}<button type="button" class="button" data-pick>${e(tool.verb)}</button><p class="picker-result" data-result aria-live="polite"></p></div>`;
}

function toolBody({ plan, section, innerHeading }: RenderContext): string {
  const { tool, say } = toolOf(plan, section);
  if (!tool) return '';
  switch (tool.primitive) {
    case 'calculator':
      return calculatorBody(tool, say, section.values);
    case 'tracker':
      return trackerBody(tool, say);
    case 'timer':
      return timerBody(tool, say, Number(section.values?.minutes) || undefined);
    case 'text-stats':
      return textStatsBody(tool, say);
    case 'picker':
      return pickerBody(tool, say);
    case 'flashcards':
      return flashcardsBody(tool, innerHeading);
    case 'board':
      return boardBody(tool, innerHeading);
    case 'memory-game':
      return memoryGameBody(tool);
    case 'typing-test':
      return typingTestBody(tool);
    case 'poll':
      return pollBody(tool, innerHeading);
  }
}

const TOOL_STYLES = [
  '.tool{margin-top:1.25rem;padding:clamp(1rem,4vw,1.75rem);border:1px solid var(--muted);border-radius:var(--radius);background:var(--surface)}',
  '.tool .field{display:flex;flex-direction:column;gap:.35rem;margin:0 0 .9rem}.tool label{font-weight:600}.tool .unit{color:var(--muted);font-weight:400}',
  '.tool input,.tool select,.tool textarea{font:inherit;padding:.6rem .7rem;border:1px solid var(--muted);border-radius:calc(var(--radius) / 2);background:var(--bg);color:var(--text);width:100%;box-sizing:border-box}',
  '.tool button{font:inherit;cursor:pointer;padding:.55rem .9rem;border-radius:calc(var(--radius) / 2);border:1px solid var(--muted);background:var(--bg);color:var(--text)}.tool button.button,.tool button[aria-pressed="true"]{background:var(--primary);color:var(--on-primary);border-color:var(--primary);font-weight:700}',
  '.tool-inputs{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:0 1rem}',
  '.tool-results{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:.75rem;margin-top:.5rem}.tool-results .result{margin:0;padding:.9rem;border-radius:calc(var(--radius) / 2);background:var(--bg)}.tool-results .label{display:block;color:var(--muted);font-size:.9rem}.tool-results output{display:inline-block;font-weight:800;font-size:clamp(1.4rem,5vw,2rem);font-variant-numeric:tabular-nums}',
  '.tool-rows{display:grid;gap:.75rem}.tool-row{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:0 1rem;align-items:end;margin:0;padding:.75rem 1rem 0;border:1px solid var(--muted);border-radius:calc(var(--radius) / 2)}.tool-row legend{font-weight:700;padding:0 .3rem}.tool-row button{margin-bottom:.9rem;justify-self:start}.tool [data-add-row]{margin:.75rem 0}',
  '.tool-results .lines{grid-column:1/-1}.tool-results .lines output{display:block;font-size:1.1rem;font-weight:600;white-space:pre-line}',
  '.tool-note{color:var(--muted);font-size:.9rem;margin:.9rem 0 0}',
  '.tracker-add{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}.tracker-add .field{flex:1 1 12rem;margin:0}.tracker-bar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1rem 0 .5rem}.tracker-bar .field{flex:1 1 10rem;margin:0}.tracker-show{display:flex;gap:.4rem;flex-wrap:wrap}',
  '.tracker-list{list-style:none;margin:0;padding:0}.tracker-list li{display:flex;align-items:center;gap:.6rem;padding:.6rem 0;border-bottom:1px solid var(--muted)}.tracker-list li label{flex:1;display:flex;gap:.6rem;align-items:center;font-weight:400;overflow-wrap:anywhere}.tracker-list li input{width:auto}.tracker-list li.done span{text-decoration:line-through;color:var(--muted)}.tracker-list .amount{font-variant-numeric:tabular-nums}.tracker-empty,.tracker-summary{color:var(--muted)}',
  '.timer-display{font-size:clamp(2.6rem,14vw,5rem);font-weight:800;font-variant-numeric:tabular-nums;margin:.25rem 0 1rem;text-align:center}.timer-controls,.timer-presets{display:flex;flex-wrap:wrap;gap:.6rem;justify-content:center;margin:.5rem 0}.timer-laps{font-variant-numeric:tabular-nums;max-width:20rem;margin:1rem auto 0}.timer-done{text-align:center;font-weight:700}',
  '.tool-stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:.5rem 0 0}.tool-stats div{padding:.8rem;border-radius:calc(var(--radius) / 2);background:var(--bg)}.tool-stats dt{color:var(--muted);font-size:.9rem}.tool-stats dd{margin:0;font-size:1.6rem;font-weight:800;font-variant-numeric:tabular-nums}',
  '.picker-result{font-size:clamp(1.6rem,8vw,2.6rem);font-weight:800;min-height:1.4em;margin:1rem 0 0}',
  APP_TOOL_STYLES,
].join('');

export const TOOL_WRITERS: Partial<Record<'tool', SectionWriter>> = {
  tool: { copy: toolCopy, body: toolBody, styles: TOOL_STYLES },
};
