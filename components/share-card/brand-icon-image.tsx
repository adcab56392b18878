import { ImageResponse } from 'next/og';
import { brandMarkSvg } from '@/lib/brand-icon';

/**
 * The brand mark as a square PNG of `size` pixels (an `ImageResponse`, rendered at build time by the icon routes).
 * The Apple touch icon gets `opaque` (iOS fills transparent corners with black): the mark on a white square.
 */
export function brandIconImage(size: number, { opaque = false }: { opaque?: boolean } = {}): ImageResponse {
  const mark = `data:image/svg+xml;base64,${Buffer.from(brandMarkSvg).toString('base64')}`;
  const inner = opaque ? Math.round(size * 0.84) : size;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: opaque ? '#ffffff' : 'transparent',
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
      <img src={mark} width={inner} height={inner} alt="" />
    </div>,
    { width: size, height: size },
  );
}
