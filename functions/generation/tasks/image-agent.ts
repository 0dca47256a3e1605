import { taskHandler } from './default-tasks';

export const handler = taskHandler('imageAgent');
