import * as z from '../../../shared/zod';
import { awaitsPictures, withPictures } from '../page/picture-tokens';
import type { Artefacts } from './artefacts';
import type { PipelineArtefacts } from './pipeline-state';

/** The Image agent's pictures: picture token to data URL. */
export const siteImagesSchema = z.record(z.string(), z.string());

/**
 * The page the agents have written so far (null before the Frontend), with the pictures the Image
 * agent made beside it put where the Frontend left their tokens.
 */
export async function writtenPage(
  artefacts: Artefacts,
  made: PipelineArtefacts,
): Promise<string | null> {
  if (!made.html) return null;
  const html = await artefacts.getText(made.html);
  if (!made.images || !awaitsPictures(html)) return html;
  return withPictures(html, await artefacts.getJson(made.images, siteImagesSchema));
}
