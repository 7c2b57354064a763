// What the chat gets for a prompt (prompts/get): its text goes into the input, its embedded resources,
// images and audio go in as files, and resource links are named by URI for the user or the AI to follow.
//
// The text: a prompt made only of user messages is the user's own message, so its texts are joined by a
// blank line, as written. A prompt with assistant turns is a conversation: each message then starts with
// its role on a line of its own ("User:", "Assistant:"), so the chat's AI reads who said what.
import type { ContentBlock, GetPromptResult, PromptMessage } from '@modelcontextprotocol/client';
import {
  blockText,
  checkedBase64Bytes,
  extensionFor,
  resourceFileName,
  safeFileName,
} from '../../../bridge/format';
import type { AttachFileParams } from '../../../bridge/protocol/types';

export interface PromptForChat {
  /** What goes into the chat input (or onto the clipboard). */
  text: string;
  /** Attached before the text is inserted; the text names each one. */
  files: AttachFileParams[];
}

/** How inserting or copying a prompt went; the form shows the error. */
export type PromptOutcome = { ok: true } | { ok: false; error: string };

/** A server could answer with anything: one file above this is refused rather than handed to the page. */
export const MAX_PROMPT_FILE_BYTES = 10 * 1024 * 1024;

class FileNames {
  private readonly used = new Set<string>();
  /** A name not given yet in this prompt: "a.txt", then "a-2.txt". */
  unique(name: string): string {
    let candidate = name;
    for (let n = 2; this.used.has(candidate); n++) candidate = name.replace(/(\.[^.]*)?$/, `-${n}$1`);
    this.used.add(candidate);
    return candidate;
  }
}

/** The bytes a file hands over; throws for broken base64, which a chat must never get. */
function sizeOf(file: AttachFileParams): number {
  if (file.text !== undefined) return new TextEncoder().encode(file.text).length;
  const bytes = checkedBase64Bytes(file.base64 ?? '');
  if (bytes === null)
    throw new Error(
      `the prompt embeds ${file.name} with broken base64, so it can't be attached; the server's maintainer should fix the encoding`,
    );
  return bytes;
}

/**
 * One message's content as text, adding its files; throws for a file too large or broken to hand over. Text,
 * resource links and types newer than this app read as a tool result's blocks do (blockText).
 */
function contentText(content: ContentBlock, files: AttachFileParams[], names: FileNames): string {
  const attach = (file: AttachFileParams) => {
    const size = sizeOf(file);
    if (size > MAX_PROMPT_FILE_BYTES)
      throw new Error(
        `the prompt embeds ${file.name} of ${(size / 1048576).toFixed(1)} MB, more than the ${MAX_PROMPT_FILE_BYTES / 1048576} MB a chat file may take here`,
      );
    files.push(file);
    return file.name;
  };
  switch (content.type) {
    case 'image':
    case 'audio': {
      const base = `prompt-${content.type}-${files.length + 1}${extensionFor(content.mimeType)}`;
      const name = names.unique(base);
      return `[Attached file: ${attach({ name, mimeType: content.mimeType, base64: content.data })}]`;
    }
    case 'resource': {
      const { resource } = content;
      const text = 'text' in resource && typeof resource.text === 'string' ? resource.text : undefined;
      const mimeType = resource.mimeType ?? (text !== undefined ? 'text/plain' : 'application/octet-stream');
      const name = names.unique(resourceFileName(resource.uri, mimeType));
      const file: AttachFileParams =
        text !== undefined
          ? { name, mimeType, text }
          : {
              name,
              mimeType,
              base64: 'blob' in resource && typeof resource.blob === 'string' ? resource.blob : '',
            };
      return `[Attached file: ${attach(file)} (${resource.uri})]`;
    }
    default:
      return blockText(content) ?? '';
  }
}

/** Turns a prompts/get answer into the chat's text and files. */
export function promptForChat(result: Pick<GetPromptResult, 'messages'>): PromptForChat {
  const files: AttachFileParams[] = [];
  const names = new FileNames();
  const messages: PromptMessage[] = result.messages;
  const conversation = messages.some((m) => m.role !== 'user');
  const parts = messages.map((message) => {
    const text = contentText(message.content, files, names);
    return conversation ? `${message.role === 'assistant' ? 'Assistant' : 'User'}:\n${text}` : text;
  });
  return { text: parts.join('\n\n'), files };
}

/**
 * A prompt text longer than the user's "attach results longer than" setting goes as a Markdown file, with
 * a short line in the input naming it: the same rule the page applies to long tool results.
 */
export function withLongTextAsFile(
  prompt: PromptForChat,
  promptName: string,
  attachThresholdChars: number,
): PromptForChat {
  if (prompt.text.length <= attachThresholdChars) return prompt;
  const name = `${safeFileName(`prompt-${promptName}`, 'prompt')}.md`;
  return {
    text: `The prompt "${promptName}" is in the attached file ${name}.`,
    files: [...prompt.files, { name, mimeType: 'text/markdown', text: prompt.text }],
  };
}
