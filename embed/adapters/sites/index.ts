// Every known chat site. Order matters only among fingerprint matches: the most specific comes first.
import type { SiteAdapter } from '../types';
import { aistudio } from './aistudio';
import { chatglm } from './chatglm';
import { chatgpt } from './chatgpt';
import { claude } from './claude';
import { copilot } from './copilot';
import { deepseek } from './deepseek';
import { doubao } from './doubao';
import { gemini } from './gemini';
import { githubCopilot } from './githubCopilot';
import { grok } from './grok';
import { kimi } from './kimi';
import { librechat } from './librechat';
import { lobechat } from './lobechat';
import { mistral } from './mistral';
import { openrouter } from './openrouter';
import { openwebui } from './openwebui';
import { perplexity } from './perplexity';
import { qwen } from './qwen';
import { t3chat } from './t3chat';
import { tongyi } from './tongyi';
import { yuanbao } from './yuanbao';
import { zai } from './zai';

export const SITES: readonly SiteAdapter[] = [
  chatgpt,
  claude,
  gemini,
  aistudio,
  grok,
  perplexity,
  mistral,
  copilot,
  githubCopilot,
  openrouter,
  t3chat,
  deepseek,
  kimi,
  qwen,
  tongyi,
  doubao,
  zai,
  chatglm,
  yuanbao,
  librechat,
  openwebui,
  lobechat,
];
