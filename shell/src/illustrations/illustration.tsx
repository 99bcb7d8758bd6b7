import { useId } from 'react';
import { useRuntimeConfig } from '../app/runtime-config';
import type { Picture } from '../content/types';
import { art } from './art';
import './illustration.css';

type Frame = 'wide' | 'square';

const frames: Record<Frame, { width: number; height: number; subject: string }> = {
  // The wide frame sets the subject on the right with a strip of high street behind it.
  wide: { width: 560, height: 400, subject: 'translate(250 70) scale(1.3)' },
  square: { width: 360, height: 360, subject: 'translate(40 40) scale(1.4)' },
};

/** A drawing's name, or an uploaded picture's /media/ path (a page staff wrote). */
const isDrawing = (name: string): name is keyof typeof art => Object.hasOwn(art, name);

function Scene({ picture, frame, className }: { picture: Picture; frame: Frame; className: string }) {
  const gradientId = useId();
  const { apiBase } = useRuntimeConfig();
  const { width, height, subject } = frames[frame];
  // An uploaded picture is the API's (its own host when it has one), as the news pictures are.
  if (!isDrawing(picture.art))
    return <img className={className} src={`${apiBase}${picture.art}`} alt={picture.alt} width={width} height={height} loading="lazy" />;
  const label = picture.alt ? { role: 'img', 'aria-label': picture.alt } : { 'aria-hidden': true };
  return (
    <svg className={className} viewBox={`0 0 ${width} ${height}`} width={width} height={height} focusable="false" {...label}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8f9fb" />
          <stop offset="1" stopColor="#dfe7f0" />
        </linearGradient>
      </defs>
      <rect width={width} height={height} rx="16" fill={`url(#${gradientId})`} />
      <circle cx={frame === 'wide' ? width * 0.68 : width / 2} cy={height * 0.44} r={height * 0.34} fill="#00c2e0" opacity="0.16" />
      {frame === 'wide' && (
        <g fill="#123a6b" opacity="0.12">
          <rect x="28" y="210" width="54" height="140" />
          <rect x="90" y="170" width="40" height="180" />
          <rect x="138" y="240" width="70" height="110" />
          <path d="M138 240l35-30 35 30z" />
          <rect x="40" y="96" width="120" height="14" rx="7" opacity="0.6" />
          <rect x="40" y="122" width="84" height="14" rx="7" opacity="0.6" />
        </g>
      )}
      <path d={`M24 ${height - 48}H${width - 24}`} stroke="#0b1b33" strokeOpacity="0.15" strokeWidth="4" strokeLinecap="round" />
      <g transform={subject}>{art[picture.art]}</g>
    </svg>
  );
}

interface Props {
  image: Picture;
  /** Shown instead at 630 px and narrower; the square crop of `image` when not given. */
  mobileImage?: Picture;
  /** Whether a narrow screen gets its own crop at all (false: the wide picture scales down). */
  responsive?: boolean;
  className?: string;
}

/**
 * A section's picture. Both crops carry their width and height, so the browser reserves the right box
 * before anything paints; CSS shows one of them per breakpoint (the other is display:none, so it is not
 * announced twice).
 */
export function Illustration({ image, mobileImage, responsive = true, className }: Props) {
  return (
    <div className={['shell-illustration', className].filter(Boolean).join(' ')}>
      <Scene picture={image} frame="wide" className={responsive ? 'shell-illustration__wide' : 'shell-illustration__only'} />
      {responsive && <Scene picture={mobileImage ?? image} frame="square" className="shell-illustration__square" />}
    </div>
  );
}
