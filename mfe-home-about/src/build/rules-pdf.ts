import {
  PDFContentStream,
  PDFDocument,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  StandardFonts,
  beginText,
  endText,
  moveText,
  setFillingRgbColor,
  setFontAndSize,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';

/** What the rules PDF says; built from the same data the About page renders. */
export interface RulesDocument {
  school: string;
  motto: string;
  title: string;
  intro: string;
  rules: readonly string[];
  penalties: readonly { offence: string; penalty: string }[];
}

type Face = 'regular' | 'bold';

interface Line {
  text: string;
  face: Face;
  size: number;
  indent: number;
  /** Extra space above the line, in points. */
  gap: number;
  green?: boolean;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BODY = 11;
const SCHOOL_GREEN: [number, number, number] = [0.043, 0.365, 0.231];

/**
 * The text is written as literal strings in uncompressed content streams, so the file is
 * small, searchable by any reader and easy to check in tests.
 */
function literal(text: string): PDFString {
  return PDFString.of(text.replace(/[\\()]/g, (char) => `\\${char}`));
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function layout(content: RulesDocument, fonts: Record<Face, PDFFont>): Line[] {
  const width = A4.width - 2 * MARGIN;
  const lines: Line[] = [];
  const add = (text: string, face: Face, size: number, indent = 0, gap = 0, green = false) => {
    wrap(text, fonts[face], size, width - indent).forEach((part, index) =>
      lines.push({ text: part, face, size, indent, gap: index === 0 ? gap : 0, green }),
    );
  };
  add(content.school, 'bold', 14, 0, 0, true);
  add(`Motto: ${content.motto}`, 'regular', BODY);
  add(content.title, 'bold', 20, 0, 18, true);
  add(content.intro, 'regular', BODY, 0, 8);
  add('Rules', 'bold', 14, 0, 16, true);
  content.rules.forEach((rule, index) => {
    const number = `${index + 1}.`;
    const numberLines = wrap(rule, fonts.regular, BODY, width - 20);
    numberLines.forEach((part, partIndex) =>
      lines.push({
        text: partIndex === 0 ? `${number} ${part}` : part,
        face: 'regular',
        size: BODY,
        indent: partIndex === 0 ? 0 : 20,
        gap: partIndex === 0 ? 5 : 0,
      }),
    );
  });
  add('Penalties', 'bold', 14, 0, 16, true);
  for (const { offence, penalty } of content.penalties) {
    add(offence, 'bold', BODY, 0, 7);
    add(penalty, 'regular', BODY, 20);
  }
  return lines;
}

function writePage(page: PDFPage, lines: Line[], fontKeys: Record<Face, PDFName>, startY: number) {
  const operators: PDFOperator[] = [];
  let y = startY;
  for (const line of lines) {
    y -= line.gap + line.size * 1.35;
    const [r, g, b] = line.green ? SCHOOL_GREEN : [0.12, 0.16, 0.2];
    operators.push(
      beginText(),
      setFillingRgbColor(r, g, b),
      setFontAndSize(fontKeys[line.face], line.size),
      moveText(MARGIN + line.indent, y),
      PDFOperator.of(PDFOperatorNames.ShowText, [literal(line.text)]),
      endText(),
    );
  }
  const stream = PDFContentStream.of(page.doc.context.obj({}), operators, false);
  page.node.addContentStream(page.doc.context.register(stream));
}

/** Renders the rules and penalties as an A4 PDF with the standard Helvetica fonts. */
export async function renderRulesPdf(content: RulesDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${content.title} - ${content.school}`);
  doc.setAuthor(content.school);
  doc.setLanguage('en');
  const fonts: Record<Face, PDFFont> = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  const lines = layout(content, fonts);
  const pages: Line[][] = [[]];
  let used = 0;
  for (const line of lines) {
    const height = line.gap + line.size * 1.35;
    if (used + height > A4.height - 2 * MARGIN) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(used === 0 ? { ...line, gap: 0 } : line);
    used += used === 0 ? line.size * 1.35 : height;
  }

  for (const pageLines of pages) {
    const page = doc.addPage([A4.width, A4.height]);
    const fontKeys: Record<Face, PDFName> = {
      regular: page.node.newFontDictionary(fonts.regular.name, fonts.regular.ref),
      bold: page.node.newFontDictionary(fonts.bold.name, fonts.bold.ref),
    };
    writePage(page, pageLines, fontKeys, A4.height - MARGIN);
  }
  return doc.save({ useObjectStreams: false });
}

/** The text of a PDF written by renderRulesPdf: its literal strings, in order, space-joined. */
export function readPdfText(bytes: Uint8Array): string {
  const source = new TextDecoder('latin1').decode(bytes);
  const parts = [...source.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
  return parts.join(' ');
}
