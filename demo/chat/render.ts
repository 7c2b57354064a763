// Renders assistant text (a small Markdown subset: paragraphs, `inline code`, fenced code blocks) with DOM
// text nodes only, so the page also works under Trusted Types. Updates in place while a reply streams,
// like a React chat UI reconciles, so page observers see the same node kept and its text growing.

export type Block = { kind: 'p'; text: string } | { kind: 'code'; lang: string; code: string };

/** Splits text into blocks. A fence that is still open (mid-stream) yields a code block so far. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let code: { lang: string; lines: string[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'p', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    const fence = /^\s*```(\S*)\s*$/.exec(line);
    if (code) {
      if (fence && fence[1] === '') {
        blocks.push({ kind: 'code', lang: code.lang, code: code.lines.join('\n') });
        code = null;
      } else code.lines.push(line);
    } else if (fence) {
      flushParagraph();
      code = { lang: fence[1] ?? '', lines: [] };
    } else if (line.trim() === '') flushParagraph();
    else paragraph.push(line);
  }
  flushParagraph();
  if (code) blocks.push({ kind: 'code', lang: code.lang, code: code.lines.join('\n') });
  return blocks;
}

/** Makes `container`'s children show `text`, reusing the nodes that still match. */
export function renderMarkdown(container: HTMLElement, text: string): void {
  const blocks = parseBlocks(text);
  blocks.forEach((block, index) => {
    const existing = container.children.item(index) as HTMLElement | null;
    if (existing && existing.dataset.kind === block.kind && sameLang(existing, block)) {
      updateBlock(existing, block);
    } else {
      const fresh = createBlock(block);
      if (existing) container.replaceChild(fresh, existing);
      else container.appendChild(fresh);
    }
  });
  while (container.children.length > blocks.length) container.lastElementChild?.remove();
}

function sameLang(element: HTMLElement, block: Block): boolean {
  return block.kind !== 'code' || element.dataset.lang === block.lang;
}

function createBlock(block: Block): HTMLElement {
  if (block.kind === 'p') {
    const p = document.createElement('p');
    p.dataset.kind = 'p';
    updateBlock(p, block);
    return p;
  }
  const wrapper = document.createElement('div');
  wrapper.className = 'code-block';
  wrapper.dataset.kind = 'code';
  wrapper.dataset.lang = block.lang;
  const header = document.createElement('div');
  header.className = 'code-header';
  const label = document.createElement('span');
  label.textContent = block.lang || 'code';
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.className = 'copy-button';
  copy.textContent = 'Copy code';
  header.append(label, copy);
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  if (block.lang) code.className = `language-${block.lang}`;
  pre.appendChild(code);
  wrapper.append(header, pre);
  // copyText shows on its button whether the copy worked.
  copy.addEventListener('click', () => void copyText(copy, code.textContent ?? ''));
  updateBlock(wrapper, block);
  return wrapper;
}

const paragraphSource = new WeakMap<HTMLElement, string>();

function updateBlock(element: HTMLElement, block: Block): void {
  if (block.kind === 'code') {
    const code = element.querySelector('code');
    if (code && code.textContent !== block.code) code.textContent = block.code;
    return;
  }
  if (paragraphSource.get(element) === block.text) return;
  paragraphSource.set(element, block.text);
  // Odd parts of a split on backticks are inline code.
  element.replaceChildren(
    ...block.text.split('`').map((part, i) => {
      if (i % 2 === 0) return document.createTextNode(part);
      const code = document.createElement('code');
      code.textContent = part;
      return code;
    }),
  );
}

async function copyText(button: HTMLButtonElement, text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied!';
  } catch {
    button.textContent = 'Copy failed';
  }
  setTimeout(() => (button.textContent = 'Copy code'), 1500);
}
