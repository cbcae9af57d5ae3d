/** A real neighbourhood: its name, a ZIP code inside it and its approximate centre. */
export interface Neighborhood {
  readonly name: string;
  readonly zip: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** A real US metro area: its centre, the ZIP code there, and neighbourhoods where restaurants cluster. */
export interface Metro {
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Local area code for made-up phone numbers. */
  readonly areaCode: string;
  /** Relative share of merchants, roughly by size of the dining scene. */
  readonly weight: number;
  readonly neighborhoods: readonly Neighborhood[];
  /** Other names people type for the whole area ("Manhattan" for New York); the place search reads them. */
  readonly aliases: readonly string[];
}

type NeighborhoodTuple = readonly [name: string, zip: string, latitude: number, longitude: number];

// Compact tuples keep 30 metros readable in one file; positions are approximate centres.
function metro(
  city: string,
  state: string,
  centre: readonly [zip: string, latitude: number, longitude: number, areaCode: string],
  weight: number,
  neighborhoods: readonly NeighborhoodTuple[],
  aliases: readonly string[] = [],
): Metro {
  const [zip, latitude, longitude, areaCode] = centre;
  return {
    city,
    state,
    zip,
    latitude,
    longitude,
    areaCode,
    weight,
    neighborhoods: neighborhoods.map(([name, nZip, nLat, nLng]) => ({
      name,
      zip: nZip,
      latitude: nLat,
      longitude: nLng,
    })),
    aliases,
  };
}

export const metros: readonly Metro[] = [
  metro(
    "New York",
    "NY",
    ["10036", 40.7577, -73.9857, "212"],
    10,
    [
      ["Midtown", "10036", 40.7549, -73.984],
      ["Chelsea", "10011", 40.7465, -74.0014],
      ["Greenwich Village", "10014", 40.7336, -74.0027],
      ["SoHo", "10012", 40.7233, -74.003],
      ["Upper West Side", "10024", 40.787, -73.9754],
      ["East Village", "10009", 40.7265, -73.9815],
      ["Tribeca", "10013", 40.7163, -74.0086],
      ["Harlem", "10027", 40.8116, -73.9465],
    ],
    ["Manhattan", "New York City", "NYC"],
  ),
  metro("Brooklyn", "NY", ["11201", 40.6782, -73.9442, "718"], 5, [
    ["Williamsburg", "11211", 40.7081, -73.9571],
    ["Park Slope", "11215", 40.671, -73.9814],
    ["DUMBO", "11201", 40.7033, -73.9881],
    ["Carroll Gardens", "11231", 40.6795, -73.9991],
    ["Bushwick", "11237", 40.6944, -73.9213],
    ["Fort Greene", "11205", 40.692, -73.9742],
  ]),
  metro("Los Angeles", "CA", ["90012", 34.0522, -118.2437, "213"], 8, [
    ["Downtown", "90013", 34.0453, -118.2437],
    ["Silver Lake", "90026", 34.0869, -118.2702],
    ["Koreatown", "90010", 34.0618, -118.3004],
    ["West Hollywood", "90069", 34.09, -118.3617],
    ["Echo Park", "90026", 34.0782, -118.2606],
    ["Highland Park", "90042", 34.1115, -118.1923],
    ["Los Feliz", "90027", 34.1064, -118.2837],
  ]),
  metro("Chicago", "IL", ["60602", 41.8781, -87.6298, "312"], 7, [
    ["The Loop", "60603", 41.8819, -87.6278],
    ["River North", "60654", 41.8924, -87.6341],
    ["Wicker Park", "60622", 41.9088, -87.6796],
    ["Lincoln Park", "60614", 41.9214, -87.6513],
    ["West Loop", "60607", 41.8826, -87.647],
    ["Logan Square", "60647", 41.9234, -87.7083],
    ["Pilsen", "60608", 41.8564, -87.6562],
  ]),
  metro("Houston", "TX", ["77002", 29.7604, -95.3698, "713"], 5, [
    ["Montrose", "77006", 29.745, -95.3905],
    ["The Heights", "77008", 29.798, -95.398],
    ["Midtown", "77004", 29.742, -95.377],
    ["Rice Village", "77005", 29.716, -95.414],
    ["EaDo", "77003", 29.75, -95.35],
    ["River Oaks", "77019", 29.756, -95.415],
  ]),
  metro("Phoenix", "AZ", ["85004", 33.4484, -112.074, "602"], 3, [
    ["Downtown", "85004", 33.451, -112.07],
    ["Arcadia", "85018", 33.499, -111.975],
    ["Roosevelt Row", "85004", 33.459, -112.068],
    ["Biltmore", "85016", 33.516, -112.026],
    ["Melrose", "85013", 33.509, -112.099],
  ]),
  metro("Philadelphia", "PA", ["19107", 39.9526, -75.1652, "215"], 4, [
    ["Center City", "19107", 39.951, -75.16],
    ["Old City", "19106", 39.952, -75.144],
    ["Fishtown", "19125", 39.971, -75.134],
    ["Rittenhouse", "19103", 39.9496, -75.1718],
    ["Northern Liberties", "19123", 39.964, -75.142],
    ["East Passyunk", "19148", 39.928, -75.165],
  ]),
  metro("San Antonio", "TX", ["78205", 29.4241, -98.4936, "210"], 2, [
    ["Downtown", "78205", 29.426, -98.489],
    ["Pearl", "78215", 29.443, -98.48],
    ["Southtown", "78204", 29.412, -98.496],
    ["Alamo Heights", "78209", 29.485, -98.465],
    ["King William", "78204", 29.415, -98.495],
  ]),
  metro("San Diego", "CA", ["92101", 32.7157, -117.1611, "619"], 3, [
    ["Gaslamp Quarter", "92101", 32.7114, -117.16],
    ["Little Italy", "92101", 32.723, -117.169],
    ["North Park", "92104", 32.748, -117.13],
    ["Hillcrest", "92103", 32.748, -117.164],
    ["La Jolla", "92037", 32.8328, -117.2713],
    ["Ocean Beach", "92107", 32.749, -117.247],
  ]),
  metro("Dallas", "TX", ["75201", 32.7767, -96.797, "214"], 4, [
    ["Uptown", "75204", 32.8, -96.8],
    ["Deep Ellum", "75226", 32.784, -96.783],
    ["Bishop Arts", "75208", 32.749, -96.828],
    ["Lower Greenville", "75206", 32.813, -96.77],
    ["Design District", "75207", 32.796, -96.819],
  ]),
  metro("Austin", "TX", ["78701", 30.2672, -97.7431, "512"], 3, [
    ["Downtown", "78701", 30.268, -97.743],
    ["South Congress", "78704", 30.25, -97.749],
    ["East Austin", "78702", 30.262, -97.72],
    ["Hyde Park", "78751", 30.305, -97.729],
    ["Zilker", "78704", 30.264, -97.771],
    ["Clarksville", "78703", 30.283, -97.76],
  ]),
  metro(
    "San Francisco",
    "CA",
    ["94103", 37.7749, -122.4194, "415"],
    6,
    [
      ["Mission District", "94110", 37.7599, -122.4148],
      ["North Beach", "94133", 37.8061, -122.4103],
      ["Hayes Valley", "94102", 37.7759, -122.4245],
      ["SoMa", "94103", 37.7785, -122.4056],
      ["Marina", "94123", 37.8037, -122.4368],
      ["Nob Hill", "94109", 37.793, -122.4161],
      ["Castro", "94114", 37.7609, -122.435],
    ],
    ["SF"],
  ),
  metro("Seattle", "WA", ["98101", 47.6062, -122.3321, "206"], 4, [
    ["Capitol Hill", "98102", 47.6253, -122.3222],
    ["Ballard", "98107", 47.6687, -122.3847],
    ["Fremont", "98103", 47.651, -122.35],
    ["Pioneer Square", "98104", 47.6015, -122.3343],
    ["Queen Anne", "98109", 47.637, -122.357],
    ["South Lake Union", "98109", 47.627, -122.338],
  ]),
  metro("Denver", "CO", ["80202", 39.7392, -104.9903, "303"], 3, [
    ["LoDo", "80202", 39.753, -105.0],
    ["RiNo", "80205", 39.768, -104.979],
    ["Highlands", "80211", 39.762, -105.011],
    ["Capitol Hill", "80203", 39.731, -104.98],
    ["Cherry Creek", "80206", 39.717, -104.953],
    ["Baker", "80223", 39.713, -104.988],
  ]),
  metro("Washington", "DC", ["20001", 38.9072, -77.0369, "202"], 4, [
    ["Dupont Circle", "20036", 38.9096, -77.0434],
    ["Georgetown", "20007", 38.9097, -77.0654],
    ["Shaw", "20001", 38.9125, -77.022],
    ["Adams Morgan", "20009", 38.9215, -77.0422],
    ["Capitol Hill", "20003", 38.886, -76.996],
    ["Navy Yard", "20003", 38.876, -77.003],
  ]),
  metro("Boston", "MA", ["02108", 42.3601, -71.0589, "617"], 4, [
    ["Back Bay", "02116", 42.3503, -71.081],
    ["North End", "02113", 42.3647, -71.0542],
    ["South End", "02118", 42.341, -71.072],
    ["Beacon Hill", "02108", 42.3588, -71.0707],
    ["Seaport", "02210", 42.348, -71.042],
    ["Fenway", "02215", 42.343, -71.1],
  ]),
  metro("Nashville", "TN", ["37203", 36.1627, -86.7816, "615"], 2, [
    ["The Gulch", "37203", 36.152, -86.789],
    ["East Nashville", "37206", 36.177, -86.75],
    ["Germantown", "37208", 36.178, -86.79],
    ["12 South", "37204", 36.124, -86.789],
    ["Midtown", "37203", 36.15, -86.8],
  ]),
  metro("Atlanta", "GA", ["30303", 33.749, -84.388, "404"], 4, [
    ["Midtown", "30308", 33.784, -84.383],
    ["Inman Park", "30307", 33.759, -84.353],
    ["Buckhead", "30305", 33.848, -84.373],
    ["Old Fourth Ward", "30312", 33.764, -84.372],
    ["Virginia-Highland", "30306", 33.781, -84.353],
    ["West Midtown", "30318", 33.786, -84.412],
  ]),
  metro("Miami", "FL", ["33130", 25.7617, -80.1918, "305"], 4, [
    ["Brickell", "33131", 25.76, -80.193],
    ["Wynwood", "33127", 25.801, -80.199],
    ["Little Havana", "33135", 25.766, -80.219],
    ["Coconut Grove", "33133", 25.728, -80.243],
    ["Design District", "33137", 25.813, -80.193],
    ["Edgewater", "33137", 25.799, -80.189],
  ]),
  metro("Orlando", "FL", ["32801", 28.5383, -81.3792, "407"], 2, [
    ["Downtown", "32801", 28.542, -81.379],
    ["Thornton Park", "32801", 28.54, -81.369],
    ["Mills 50", "32803", 28.558, -81.364],
    ["College Park", "32804", 28.57, -81.393],
    ["Winter Park", "32789", 28.599, -81.339],
  ]),
  metro("Minneapolis", "MN", ["55401", 44.9778, -93.265, "612"], 2, [
    ["North Loop", "55401", 44.987, -93.276],
    ["Uptown", "55408", 44.949, -93.298],
    ["Northeast", "55413", 45.0, -93.25],
    ["Loring Park", "55403", 44.969, -93.284],
    ["Linden Hills", "55410", 44.925, -93.316],
  ]),
  metro("Portland", "OR", ["97204", 45.5152, -122.6784, "503"], 3, [
    ["Pearl District", "97209", 45.529, -122.683],
    ["Alberta Arts", "97211", 45.559, -122.645],
    ["Hawthorne", "97214", 45.512, -122.63],
    ["Division", "97202", 45.505, -122.635],
    ["Mississippi", "97227", 45.549, -122.676],
    ["Nob Hill", "97210", 45.53, -122.698],
  ]),
  metro("Las Vegas", "NV", ["89101", 36.1699, -115.1398, "702"], 3, [
    ["The Strip", "89109", 36.1147, -115.1728],
    ["Downtown", "89101", 36.17, -115.142],
    ["Arts District", "89102", 36.158, -115.153],
    ["Summerlin", "89135", 36.15, -115.33],
    ["Chinatown", "89102", 36.126, -115.196],
  ]),
  metro("New Orleans", "LA", ["70112", 29.9511, -90.0715, "504"], 2, [
    ["French Quarter", "70116", 29.9584, -90.0644],
    ["Garden District", "70130", 29.928, -90.084],
    ["Marigny", "70117", 29.964, -90.055],
    ["Bywater", "70117", 29.963, -90.042],
    ["Warehouse District", "70130", 29.944, -90.069],
    ["Uptown", "70115", 29.92, -90.11],
  ]),
  metro("Charlotte", "NC", ["28202", 35.2271, -80.8431, "704"], 2, [
    ["Uptown", "28202", 35.227, -80.843],
    ["South End", "28203", 35.212, -80.859],
    ["NoDa", "28205", 35.247, -80.806],
    ["Plaza Midwood", "28205", 35.221, -80.811],
    ["Dilworth", "28203", 35.206, -80.85],
  ]),
  metro("Salt Lake City", "UT", ["84101", 40.7608, -111.891, "801"], 1, [
    ["Downtown", "84101", 40.76, -111.89],
    ["Sugar House", "84106", 40.723, -111.859],
    ["The Avenues", "84103", 40.775, -111.87],
    ["9th and 9th", "84105", 40.75, -111.865],
    ["Marmalade", "84103", 40.779, -111.897],
  ]),
  metro("Kansas City", "MO", ["64105", 39.0997, -94.5786, "816"], 1, [
    ["Crossroads", "64108", 39.091, -94.582],
    ["Westport", "64111", 39.053, -94.592],
    ["River Market", "64105", 39.11, -94.583],
    ["Power & Light", "64106", 39.098, -94.581],
    ["Country Club Plaza", "64112", 39.042, -94.592],
  ]),
  metro("Pittsburgh", "PA", ["15222", 40.4406, -79.9959, "412"], 1, [
    ["Strip District", "15222", 40.451, -79.984],
    ["Lawrenceville", "15201", 40.466, -79.961],
    ["Shadyside", "15232", 40.454, -79.933],
    ["South Side", "15203", 40.428, -79.975],
    ["East Liberty", "15206", 40.461, -79.925],
  ]),
  metro("San Jose", "CA", ["95113", 37.3382, -121.8863, "408"], 2, [
    ["Downtown", "95113", 37.336, -121.89],
    ["Willow Glen", "95125", 37.301, -121.9],
    ["Japantown", "95112", 37.349, -121.895],
    ["Santana Row", "95128", 37.321, -121.948],
    ["Rose Garden", "95126", 37.332, -121.929],
  ]),
  metro("Honolulu", "HI", ["96813", 21.3069, -157.8583, "808"], 1, [
    ["Waikiki", "96815", 21.2793, -157.8294],
    ["Kaimuki", "96816", 21.282, -157.8],
    ["Chinatown", "96817", 21.312, -157.863],
    ["Kakaako", "96813", 21.297, -157.859],
    ["Manoa", "96822", 21.31, -157.808],
  ]),
];
