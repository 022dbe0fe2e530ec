import { useEffect, useRef, useState } from 'react';

interface DeityImageProps {
  src: string;
  size: number;
  className?: string;
  alt?: string;
  eager?: boolean;
}

/** A deity's picture; one that fails to load is hidden (docs/product.md). */
export function DeityImage({ src, size, className, alt = '', eager = false }: DeityImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before the page's script ran has already fired its error event.
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (failed) return null;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={size}
      height={size}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
