import { buttonStyle } from '@school/shared/ui';
import { bytes, fileName, href } from 'virtual:rules-pdf';
import { RULES_DOWNLOAD } from '../data/rules-download';
import { formatFileSize } from './format-file-size';
import { saveCrossOriginFile } from './save-cross-origin-file';

/** The rules and penalties as the PDF made at build time (virtual:rules-pdf), under them on About. */
export function RulesDownload() {
  return (
    <p className="download">
      <a
        href={href}
        download={fileName}
        type="application/pdf"
        css={buttonStyle('primary')}
        onClick={(event) => saveCrossOriginFile(event, fileName)}
      >
        {RULES_DOWNLOAD.linkLabel} ({RULES_DOWNLOAD.format}, {formatFileSize(bytes)})
      </a>
    </p>
  );
}
