import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { MerchantPhoto } from "@/shared/contracts/merchants";
import { PhotoGalleryFrame } from "./photo-gallery-frame";

/**
 * The restaurant's photos: one large picture and a row of thumbnails. Thumbnails are buttons
 * (Tab, Enter); Left and Right arrows (Home, End) move between photos when the gallery has focus.
 * Every image has its width and height, so nothing shifts as they load. The pictures are drawn
 * here on the server; the first photo and the thumbnails are in the server HTML, and choosing
 * another needs JavaScript (the frame, a client component).
 */
export function PhotoGallery({
  photos,
  merchantName,
}: {
  photos: readonly MerchantPhoto[];
  merchantName: string;
}) {
  if (photos.length === 0) return null;
  return (
    <PhotoGalleryFrame
      merchantName={merchantName}
      photos={photos.map((photo) => ({ key: photo.url, alt: photo.alt }))}
      pictures={photos.map((photo) => (
        <ResponsiveImage
          key={photo.url}
          src={photo.url}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          layout="gallery-photo"
          className="aspect-[3/2] w-full object-cover"
          data-testid="gallery-photo"
        />
      ))}
      thumbnails={photos.map((photo) => (
        <ResponsiveImage
          key={photo.url}
          src={photo.url}
          alt=""
          width={photo.width}
          height={photo.height}
          layout="gallery-thumb"
          className="aspect-square w-full object-cover"
        />
      ))}
    />
  );
}
