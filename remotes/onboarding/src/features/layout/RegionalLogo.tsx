import { useState } from 'react';

export const LOGO_WIDTH = 200;
export const LOGO_HEIGHT = 64;

/** Drawn inline, so the fallback shows even when no image can be fetched at all. */
function FallbackLogo({ productName }: { productName: string }) {
  return (
    <svg
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      viewBox={`0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}`}
      role="img"
      aria-label={productName}
      data-testid="fallback-logo"
    >
      <circle cx="32" cy="32" r="22" fill="none" stroke="#0E5B9D" strokeWidth="5" />
      <path d="M32 18 V32 L42 38" fill="none" stroke="#FC4C02" strokeWidth="5" strokeLinecap="round" />
      <text x="64" y="41" fontFamily="sans-serif" fontSize="24" fontWeight="700" fill="#0E5B9D">
        {productName}
      </text>
    </svg>
  );
}

/** The region's logo (200×64); the built-in logo when the region has none or its image fails to load. */
export function RegionalLogo({ src, productName }: { src?: string; productName: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <FallbackLogo productName={productName} />;
  return (
    <img
      src={src}
      alt={productName}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      style={{ objectFit: 'contain' }}
      onError={() => setFailed(true)}
    />
  );
}
