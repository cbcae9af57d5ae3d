/** A coordinate rounded to a number of decimals (2 on the search page: about 1 km, no finer). */
export function roundCoordinate(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function roundPosition(
  position: { latitude: number; longitude: number },
  decimals: number,
): { latitude: number; longitude: number } {
  return {
    latitude: roundCoordinate(position.latitude, decimals),
    longitude: roundCoordinate(position.longitude, decimals),
  };
}
