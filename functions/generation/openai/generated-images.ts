import type { OpenAI } from 'openai';
import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import type { MadePictureType } from '../../projects/made-pictures';
import type { ModelCallOptions } from '../models/agent-models';
import type { SiteContent, SiteImages, SitePlan } from '../page/site-plan';
import { escapeHtml } from '../offline/html';
import { offlineModels } from '../offline/offline-models';
import { toModelError } from './model-error';
import { logger } from '../../lib/observability';

/** Generated pictures are large (tens of kilobytes each) and slow; the rest keep their SVG art. */
export const MAX_GENERATED_IMAGES = 4;

interface ImageSlot {
  key: string;
  alt: string;
  subject: string;
  wide: boolean;
}

/** Kinds that read better as photographs than as illustrations. */
const PHOTOGRAPHIC = new Set<SitePlan['intent']>([
  'store',
  'restaurant',
  'event',
  'portfolio',
  'personal',
]);

/** The slots worth a generated picture: the hero, then the first pictured items in page order. */
function slotsToGenerate(plan: SitePlan, content: SiteContent, art: SiteImages): ImageSlot[] {
  const slots: ImageSlot[] = [
    {
      key: 'hero',
      alt: `${plan.title}: ${plan.topic}`,
      subject: `${plan.topic}: ${plan.tagline}`,
      wide: true,
    },
  ];
  for (const section of plan.sections) {
    const items = content.sections[section.id]?.items ?? [];
    items.forEach((item, i) => {
      const key = `${section.id}-${i}`;
      if (art[key] === undefined) return;
      slots.push({ key, alt: item.title, subject: `${item.title}. ${item.text}`, wide: false });
    });
  }
  return slots.slice(0, MAX_GENERATED_IMAGES);
}

function imagePrompt(plan: SitePlan, slot: ImageSlot): string {
  const { palette, mood } = plan.theme;
  const medium = PHOTOGRAPHIC.has(plan.intent)
    ? 'a natural, well-lit photograph'
    : 'a clean, modern illustration';
  return [
    `${medium} for the website of "${plan.title}" (${plan.topic}).`,
    `Subject: ${slot.subject}`,
    `Mood: ${mood}. Colours that sit well with ${palette.primary}, ${palette.accent} and ${palette.background}.`,
    slot.wide ? 'Wide composition with calm space around the subject.' : 'Centred subject.',
    'No text, letters, logos or watermarks.',
  ].join(' ');
}

interface SizedRequest {
  params: Omit<ImageGenerateParamsNonStreaming, 'prompt' | 'model'>;
  width: number;
  height: number;
}

/**
 * The smallest useful request each image model family accepts: GPT image models always answer in
 * base64 and take a compressed format; DALL·E must be asked for base64; other servers get the
 * most widely supported request.
 */
function sizedRequest(model: string, wide: boolean): SizedRequest {
  if (model.startsWith('gpt-image')) {
    const size = wide ? '1536x1024' : '1024x1024';
    return {
      params: { size, quality: 'low', output_format: 'webp', output_compression: 70 },
      width: wide ? 1536 : 1024,
      height: 1024,
    };
  }
  if (model.startsWith('dall-e-3')) {
    return wide
      ? { params: { size: '1792x1024', response_format: 'b64_json' }, width: 1792, height: 1024 }
      : { params: { size: '1024x1024', response_format: 'b64_json' }, width: 1024, height: 1024 };
  }
  return { params: { size: '512x512', response_format: 'b64_json' }, width: 512, height: 512 };
}

/** The image type from the data itself: the API's answers do not all say which format they used. */
function mimeTypeOf(base64: string): MadePictureType {
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  if (base64.startsWith('UklGR')) return 'image/webp';
  return 'image/png';
}

/**
 * Where the page finds a made picture: the project's file it was kept as (`assets/…`), or, with
 * nowhere to keep it, the picture itself in the page.
 */
async function pictureSource(base64: string, options: ModelCallOptions): Promise<string> {
  const contentType = mimeTypeOf(base64);
  if (!options.savePicture) return `data:${contentType};base64,${base64}`;
  return options.savePicture(Buffer.from(base64, 'base64'), contentType);
}

function imageElement(slot: ImageSlot, src: string, width: number, height: number): string {
  const loading = slot.wide ? '' : ' loading="lazy"';
  return `<img class="art" src="${escapeHtml(src)}" alt="${escapeHtml(slot.alt)}" width="${width}" height="${height}" decoding="async"${loading}>`;
}

export interface ImageModel {
  client: OpenAI;
  model: string;
}

/**
 * The Image agent with an image model: the offline SVG art for every slot, and generated pictures
 * for the first few. A picture the API will not make (a policy refusal, no base64 in the answer)
 * keeps its art; a rate limit or an outage fails the step so the state machine retries it.
 */
export async function generateImages(
  images: ImageModel,
  plan: SitePlan,
  content: SiteContent,
  options: ModelCallOptions = {},
): Promise<SiteImages> {
  const art = await offlineModels.makeImages(plan, content);
  const slots = slotsToGenerate(plan, content, art);
  let made = 0;
  options.onProgress?.({ text: `Making ${slots.length} images`, percent: 20 });
  const generated = await Promise.all(
    slots.map(async (slot) => {
      const sized = sizedRequest(images.model, slot.wide);
      const base64 = await madePicture(images, plan, slot, sized.params);
      made += 1;
      options.onProgress?.({
        text: `Made ${made} of ${slots.length} images`,
        percent: Math.round(20 + (made / slots.length) * 75),
      });
      if (!base64) return undefined;
      // Kept outside the model call's failures: a picture that cannot be kept fails the step.
      const src = await pictureSource(base64, options);
      return [slot.key, imageElement(slot, src, sized.width, sized.height)] as const;
    }),
  );
  const result: SiteImages = { ...art };
  for (const entry of generated) if (entry) result[entry[0]] = entry[1];
  options.onProgress?.({ text: 'Images ready', percent: 100 });
  return result;
}

/**
 * One picture from the image API, in base64; undefined when the API will not make it (its art
 * stays). A rate limit or an outage is thrown, so the state machine retries the step.
 */
async function madePicture(
  images: ImageModel,
  plan: SitePlan,
  slot: ImageSlot,
  params: SizedRequest['params'],
): Promise<string | undefined> {
  try {
    const response = await images.client.images.generate({
      ...params,
      model: images.model,
      prompt: imagePrompt(plan, slot),
      n: 1,
    });
    return response.data?.[0]?.b64_json ?? undefined;
  } catch (error) {
    const failure = toModelError(error, 'make an image');
    if (failure.name === 'ModelRateLimitError' || failure.name === 'ModelUnavailableError') {
      throw failure;
    }
    logger.warn(`Kept the SVG art for ${slot.key}: ${failure.message}`);
    return undefined;
  }
}
