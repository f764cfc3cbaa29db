/*
 * Where each town of irish_places.ts lies (its centre, to about a kilometre),
 * so "Use my location" is answered here from the browser's position without
 * asking any other service. A town added there needs its point here; a unit
 * test checks every town has one.
 */
export interface Point {
  latitude: number
  longitude: number
}

export const TOWN_COORDINATES: Readonly<Record<string, Point>> = {
  Dublin: { latitude: 53.3498, longitude: -6.2603 },
  Cork: { latitude: 51.8985, longitude: -8.4756 },
  Galway: { latitude: 53.2707, longitude: -9.0568 },
  Limerick: { latitude: 52.6638, longitude: -8.6267 },
  Waterford: { latitude: 52.2593, longitude: -7.1101 },
  Kilkenny: { latitude: 52.6541, longitude: -7.2448 },
  Sligo: { latitude: 54.2766, longitude: -8.4761 },
  Athlone: { latitude: 53.4239, longitude: -7.9407 },
  Killarney: { latitude: 52.0599, longitude: -9.5044 },
  Drogheda: { latitude: 53.7179, longitude: -6.3561 },
  Wexford: { latitude: 52.3369, longitude: -6.4633 },
  Ennis: { latitude: 52.8436, longitude: -8.9864 },
  Letterkenny: { latitude: 54.9503, longitude: -7.7337 },
  Tralee: { latitude: 52.2713, longitude: -9.6999 },
  Dundalk: { latitude: 54.0037, longitude: -6.4046 },
  Navan: { latitude: 53.6528, longitude: -6.6814 },
  Mullingar: { latitude: 53.5259, longitude: -7.3381 },
  Castlebar: { latitude: 53.8547, longitude: -9.2988 },
  Westport: { latitude: 53.8008, longitude: -9.5181 },
  Ballina: { latitude: 54.1149, longitude: -9.1551 },
  Carlow: { latitude: 52.8365, longitude: -6.9341 },
  Naas: { latitude: 53.2159, longitude: -6.6669 },
  Newbridge: { latitude: 53.1819, longitude: -6.7967 },
  Portlaoise: { latitude: 53.0344, longitude: -7.2998 },
  Tullamore: { latitude: 53.2739, longitude: -7.4889 },
  Longford: { latitude: 53.7276, longitude: -7.7988 },
  Cavan: { latitude: 53.9908, longitude: -7.3606 },
  Monaghan: { latitude: 54.2492, longitude: -6.9683 },
  'Carrick-on-Shannon': { latitude: 53.9469, longitude: -8.09 },
  Roscommon: { latitude: 53.6279, longitude: -8.1896 },
  Clonmel: { latitude: 52.355, longitude: -7.7039 },
  Nenagh: { latitude: 52.8619, longitude: -8.1967 },
  Thurles: { latitude: 52.6802, longitude: -7.8139 },
  Dungarvan: { latitude: 52.0845, longitude: -7.6256 },
  Enniscorthy: { latitude: 52.5008, longitude: -6.5578 },
  Wicklow: { latitude: 52.9808, longitude: -6.0446 },
  Bray: { latitude: 53.2028, longitude: -6.0983 },
  Swords: { latitude: 53.4597, longitude: -6.2181 },
  Mallow: { latitude: 52.1345, longitude: -8.6451 },
  Kinsale: { latitude: 51.7059, longitude: -8.5222 },
  Tuam: { latitude: 53.5147, longitude: -8.8513 },
  Shannon: { latitude: 52.7038, longitude: -8.8642 },
  Dingle: { latitude: 52.1408, longitude: -10.2689 },
  Derry: { latitude: 54.9966, longitude: -7.3086 },
  Belfast: { latitude: 54.5973, longitude: -5.9301 },
}
