import { css, type Theme } from '@emotion/react';
import { LAY_OUT_APART_ATTR } from '@school/shared/fragment';
import { Section } from '@school/shared/ui';
import { useRef } from 'react';
import { useWhenNear } from '../common/use-when-near';
import { ARABIC_LABEL, ENGLISH_LABEL, RECITATIONS_TITLE, type Recitation } from '../data/recitations';

const recitationStyle = (theme: Theme) => css`
  margin-block-end: ${theme.space.xl};
  h3 {
    font-size: ${theme.font.size.lg};
    margin-block: 0 ${theme.space.md};
  }
  .versions {
    display: grid;
    gap: ${theme.space.lg};
    ${theme.mq.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .version {
    padding-inline-start: ${theme.space.md};
    border-inline-start: 4px solid ${theme.color.accent};
  }
  h4 {
    margin-block: 0 ${theme.space.sm};
    font-size: ${theme.font.size.md};
    color: ${theme.color.muted};
  }
  p {
    margin-block: 0 ${theme.space.md};
  }
`;

// The Arabic subset only, fetched only as the recitations come near: other pages and the first
// view of this one never wait for its 50 KB. A phone's own Arabic font shows until it arrives,
// or instead of it when it cannot be fetched.
const loadArabicFont = () => import('@fontsource/noto-naskh-arabic/arabic-400.css').catch(() => {});

/** Arabic needs a Naskh face, a larger size and taller lines to stay legible. */
const arabicStyle = (theme: Theme) => css`
  font-family: ${theme.font.arabic};
  font-size: ${theme.font.size.lg};
  line-height: 2;
  text-align: start;
`;

function Stanzas({ stanzas }: { stanzas: Recitation['english'] }) {
  return stanzas.map((lines) => (
    <p key={lines[0]}>
      {lines.map((line, index) => (
        <span key={line}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  ));
}

/** The anthem, pledge and prayer (RECITATIONS), each in English and Arabic (right to left). */
export function RecitationsSection({ recitations: items }: { recitations: readonly Recitation[] }) {
  const recitations = useRef<HTMLDivElement>(null);
  useWhenNear(recitations, loadArabicFont);
  return (
    <Section title={RECITATIONS_TITLE} tone="alt">
      <div ref={recitations}>
        {items.map((recitation) => (
          // Each recitation is laid out apart: Arabic text is slow to shape on a phone.
          <div key={recitation.id} css={recitationStyle} {...{ [LAY_OUT_APART_ATTR]: '' }}>
            <h3>{recitation.title}</h3>
            <div className="versions">
              <div className="version">
                <h4>{ENGLISH_LABEL}</h4>
                <Stanzas stanzas={recitation.english} />
              </div>
              <div className="version" lang="ar" dir="rtl" css={arabicStyle}>
                <h4>
                  {ARABIC_LABEL}: {recitation.arabicTitle}
                </h4>
                <Stanzas stanzas={recitation.arabic} />
              </div>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}
