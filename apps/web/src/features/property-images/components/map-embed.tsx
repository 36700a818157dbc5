/** The property's address on a map from a maps service; mounted only while the Map view is chosen. */
export function MapEmbed({ address }: { address: string }) {
  const src = `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
  return (
    <iframe
      title={`Map of ${address}`}
      src={src}
      className="h-80 w-full rounded-lg border-0 sm:h-96"
      loading="lazy"
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-popups"
    />
  );
}
