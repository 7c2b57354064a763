// Files the user attached to the next message: shown as chips; their text becomes part of the message.
// Files arrive through the hidden file input, a drop on the composer, or a paste, as in real chat UIs.

export interface Attachment {
  name: string;
  /** Read when the message is sent, so a chip (and the send button) appears the moment a file arrives. */
  file: Blob;
}

export class AttachmentTray {
  private items: Attachment[] = [];

  constructor(
    private readonly tray: HTMLElement,
    private readonly onChange: () => void,
  ) {}

  get files(): readonly Attachment[] {
    return this.items;
  }

  add(files: Iterable<File>): void {
    for (const file of files) this.items.push({ name: file.name, file });
    this.render();
  }

  /** Hands the files over to a message and empties the tray. */
  take(): Attachment[] {
    const taken = this.items;
    this.items = [];
    this.render();
    return taken;
  }

  private render(): void {
    this.tray.replaceChildren(
      ...this.items.map((item, index) => {
        const chip = createChip(item.name);
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.textContent = '×';
        remove.setAttribute('aria-label', `Remove ${item.name}`);
        remove.addEventListener('click', () => {
          this.items.splice(index, 1);
          this.render();
        });
        chip.appendChild(remove);
        return chip;
      }),
    );
    this.onChange();
  }
}

export function createChip(name: string): HTMLElement {
  const chip = document.createElement('span');
  chip.className = 'file-chip';
  chip.textContent = `📄 ${name}`;
  return chip;
}

/** The text the assistant reads: what the user typed, then each attached file. */
export async function composeMessage(typed: string, files: readonly Attachment[]): Promise<string> {
  const texts = await Promise.all(files.map(async (f) => `Attached file ${f.name}:\n${await f.file.text()}`));
  return [typed.trim(), ...texts].filter((p) => p.length > 0).join('\n\n');
}
