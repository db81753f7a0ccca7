/**
 * Pakistani cities for the event-registration typeahead: every district headquarters of the
 * four provinces, Islamabad, Gilgit-Baltistan and Azad Jammu & Kashmir, plus other large towns.
 * Coordinates are WGS84 degrees (city centre, about 1 km).
 */
export interface City {
  name: string;
  province: Province;
  lat: number;
  lon: number;
}

export type Province = 'Punjab' | 'Sindh' | 'Khyber Pakhtunkhwa' | 'Balochistan' | 'Islamabad' | 'Gilgit-Baltistan' | 'Azad Kashmir';

type Row = [name: string, lat: number, lon: number];

const PUNJAB: Row[] = [
  ['Lahore', 31.5204, 74.3587],
  ['Kasur', 31.1167, 74.45],
  ['Sheikhupura', 31.7131, 73.9783],
  ['Nankana Sahib', 31.45, 73.7061],
  ['Gujranwala', 32.1877, 74.1945],
  ['Sialkot', 32.4945, 74.5229],
  ['Narowal', 32.1014, 74.873],
  ['Gujrat', 32.5736, 74.079],
  ['Mandi Bahauddin', 32.5861, 73.4917],
  ['Hafizabad', 32.0709, 73.688],
  ['Wazirabad', 32.443, 74.12],
  ['Rawalpindi', 33.5651, 73.0169],
  ['Attock', 33.7667, 72.3667],
  ['Chakwal', 32.9328, 72.863],
  ['Jhelum', 32.9425, 73.7257],
  ['Murree', 33.907, 73.3943],
  ['Talagang', 32.928, 72.416],
  ['Sargodha', 32.0836, 72.6711],
  ['Khushab', 32.2955, 72.3489],
  ['Mianwali', 32.5839, 71.537],
  ['Bhakkar', 31.6333, 71.0667],
  ['Faisalabad', 31.4504, 73.135],
  ['Jhang', 31.2681, 72.3181],
  ['Toba Tek Singh', 30.9709, 72.4826],
  ['Chiniot', 31.72, 72.9789],
  ['Multan', 30.1575, 71.5249],
  ['Khanewal', 30.3017, 71.9321],
  ['Lodhran', 29.5339, 71.6324],
  ['Vehari', 30.0453, 72.3489],
  ['Sahiwal', 30.6682, 73.1114],
  ['Okara', 30.8138, 73.4534],
  ['Pakpattan', 30.3436, 73.3869],
  ['Bahawalpur', 29.3956, 71.6836],
  ['Bahawalnagar', 29.9987, 73.2536],
  ['Rahim Yar Khan', 28.4202, 70.2952],
  ['Dera Ghazi Khan', 30.0561, 70.6348],
  ['Rajanpur', 29.1044, 70.3301],
  ['Layyah', 30.9693, 70.9428],
  ['Muzaffargarh', 30.0736, 71.1805],
  ['Kot Addu', 30.47, 70.966],
  ['Taunsa', 30.7048, 70.6505],
  // other large towns
  ['Kamoke', 31.974, 74.223],
  ['Daska', 32.324, 74.35],
  ['Sadiqabad', 28.309, 70.13],
  ['Ahmedpur East', 29.143, 71.258],
  ['Burewala', 30.165, 72.65],
  ['Jaranwala', 31.333, 73.42],
  ['Gojra', 31.149, 72.686],
  ['Kamalia', 30.727, 72.647],
  ['Wah Cantonment', 33.798, 72.723],
  ['Taxila', 33.746, 72.837],
  ['Hasan Abdal', 33.8195, 72.689],
  ['Mian Channu', 30.44, 72.354],
  ['Khanpur', 28.645, 70.656],
  ['Chishtian', 29.796, 72.858],
  ['Haroonabad', 29.61, 73.136],
  ['Shujabad', 29.88, 71.295],
  ['Kharian', 32.811, 73.865],
  ['Pattoki', 31.021, 73.853],
  ['Muridke', 31.802, 74.255],
  ['Sambrial', 32.475, 74.352],
  ['Pasrur', 32.263, 74.663],
  ['Bhalwal', 32.265, 72.9],
  ['Arifwala', 30.29, 73.066],
  ['Hasilpur', 29.692, 72.546],
  ['Pindi Bhattian', 31.896, 73.276],
  ['Chichawatni', 30.53, 72.692],
  ['Depalpur', 30.67, 73.653],
  ['Samundri', 31.064, 72.954],
  ['Shakargarh', 32.263, 75.16],
];

const SINDH: Row[] = [
  ['Karachi', 24.8607, 67.0011],
  ['Hyderabad', 25.396, 68.3578],
  ['Sukkur', 27.7052, 68.8574],
  ['Larkana', 27.557, 68.2264],
  ['Nawabshah', 26.2442, 68.41],
  ['Mirpur Khas', 25.5276, 69.0111],
  ['Jacobabad', 28.2769, 68.4514],
  ['Shikarpur', 27.9556, 68.6382],
  ['Khairpur', 27.5295, 68.7592],
  ['Dadu', 26.7319, 67.775],
  ['Thatta', 24.7461, 67.9243],
  ['Badin', 24.656, 68.837],
  ['Sanghar', 26.0464, 68.9481],
  ['Umerkot', 25.3614, 69.7361],
  ['Mithi', 24.7408, 69.7997],
  ['Tando Allahyar', 25.4606, 68.7192],
  ['Tando Muhammad Khan', 25.123, 68.535],
  ['Matiari', 25.597, 68.446],
  ['Jamshoro', 25.43, 68.2808],
  ['Naushahro Feroze', 26.8401, 68.1227],
  ['Ghotki', 28.0064, 69.315],
  ['Kandhkot', 28.243, 69.182],
  ['Kashmore', 28.4326, 69.5836],
  ['Qambar', 27.588, 68.001],
  ['Shahdadkot', 27.847, 67.906],
  ['Sujawal', 24.606, 68.072],
  ['Malir', 24.8938, 67.2016],
  ['Korangi', 24.8292, 67.1323],
  ['Keamari', 24.8167, 66.9833],
  // other large towns
  ['Kotri', 25.3656, 68.312],
  ['Tando Adam', 25.7676, 68.661],
  ['Shahdadpur', 25.926, 68.622],
  ['Mehar', 27.18, 67.82],
  ['Moro', 26.663, 68.0],
];

const KHYBER_PAKHTUNKHWA: Row[] = [
  ['Peshawar', 34.0151, 71.5249],
  ['Mardan', 34.1989, 72.0231],
  ['Nowshera', 34.0153, 71.9747],
  ['Charsadda', 34.1453, 71.7308],
  ['Swabi', 34.1201, 72.4702],
  ['Kohat', 33.5869, 71.4429],
  ['Hangu', 33.5281, 71.06],
  ['Karak', 33.1167, 71.0944],
  ['Bannu', 32.9889, 70.6056],
  ['Lakki Marwat', 32.6079, 70.9114],
  ['Dera Ismail Khan', 31.8314, 70.9019],
  ['Tank', 32.2167, 70.3833],
  ['Abbottabad', 34.1688, 73.2215],
  ['Mansehra', 34.3302, 73.1968],
  ['Haripur', 33.9946, 72.9106],
  ['Battagram', 34.68, 73.023],
  ['Alpuri', 34.895, 72.645],
  ['Mingora', 34.7717, 72.36],
  ['Saidu Sharif', 34.747, 72.356],
  ['Daggar', 34.51, 72.48],
  ['Timergara', 34.8286, 71.841],
  ['Dir', 35.2058, 71.8756],
  ['Chitral', 35.8518, 71.7864],
  ['Booni', 36.271, 72.255],
  ['Batkhela', 34.6178, 71.97],
  ['Dasu', 35.292, 73.29],
  ['Pattan', 35.033, 73.05],
  ['Judba', 34.735, 72.88],
  ['Landi Kotal', 34.0984, 71.1412],
  ['Jamrud', 33.999, 71.378],
  ['Ghalanai', 34.333, 71.434],
  ['Khar', 34.7279, 71.5233],
  ['Kalaya', 33.63, 70.93],
  ['Parachinar', 33.8992, 70.1008],
  ['Miranshah', 32.986, 70.07],
  ['Wana', 32.2989, 69.5725],
  // other large towns
  ['Havelian', 34.053, 73.158],
  ['Takht-i-Bahi', 34.286, 71.946],
  ['Risalpur', 34.061, 71.993],
];

const BALOCHISTAN: Row[] = [
  ['Quetta', 30.1798, 66.975],
  ['Gwadar', 25.1216, 62.3254],
  ['Turbat', 26.0031, 63.044],
  ['Panjgur', 26.964, 64.091],
  ['Khuzdar', 27.8, 66.6167],
  ['Kalat', 29.0264, 66.5936],
  ['Mastung', 29.7997, 66.845],
  ['Sibi', 29.543, 67.8773],
  ['Zhob', 31.341, 69.449],
  ['Loralai', 30.3706, 68.598],
  ['Chaman', 30.921, 66.4597],
  ['Pishin', 30.581, 66.994],
  ['Qila Abdullah', 30.728, 66.661],
  ['Qila Saifullah', 30.7, 68.359],
  ['Dera Murad Jamali', 28.5466, 68.2231],
  ['Dera Allah Yar', 28.369, 68.35],
  ['Dera Bugti', 29.03, 69.15],
  ['Kohlu', 29.896, 69.253],
  ['Barkhan', 29.897, 69.525],
  ['Musakhel', 30.859, 69.82],
  ['Hub', 25.05, 66.89],
  ['Uthal', 25.807, 66.622],
  ['Kharan', 28.5845, 65.4155],
  ['Nushki', 29.5542, 66.0222],
  ['Dalbandin', 28.888, 64.406],
  ['Washuk', 27.744, 64.8],
  ['Awaran', 26.456, 65.231],
  ['Surab', 28.49, 66.26],
  ['Dhadar', 29.476, 67.65],
  ['Gandava', 28.613, 67.487],
  ['Usta Muhammad', 28.179, 68.043],
  ['Harnai', 30.1, 67.938],
  ['Ziarat', 30.381, 67.725],
  ['Duki', 30.153, 68.572],
  ['Sohbatpur', 28.521, 68.542],
  ['Sherani', 31.52, 69.94],
  // other large towns
  ['Pasni', 25.263, 63.471],
  ['Ormara', 25.21, 64.636],
];

const ISLAMABAD: Row[] = [['Islamabad', 33.6844, 73.0479]];

const GILGIT_BALTISTAN: Row[] = [
  ['Gilgit', 35.9208, 74.308],
  ['Skardu', 35.2971, 75.6333],
  ['Chilas', 35.42, 74.094],
  ['Khaplu', 35.157, 76.333],
  ['Aliabad', 36.307, 74.618],
  ['Karimabad', 36.318, 74.665],
  ['Gahkuch', 36.175, 73.766],
  ['Astore', 35.366, 74.856],
  ['Nagar', 36.26, 74.7],
  ['Shigar', 35.423, 75.741],
  ['Tolti', 34.95, 76.1],
  ['Gupis', 36.17, 73.4],
  ['Danyor', 35.93, 74.38],
  ['Roundu', 35.55, 75.2],
];

const AZAD_KASHMIR: Row[] = [
  ['Muzaffarabad', 34.37, 73.4711],
  ['Mirpur', 33.148, 73.751],
  ['Kotli', 33.5184, 73.9022],
  ['Bhimber', 32.9747, 74.0785],
  ['Rawalakot', 33.8578, 73.7604],
  ['Bagh', 33.98, 73.776],
  ['Pallandri', 33.715, 73.686],
  ['Athmuqam', 34.585, 73.9],
  ['Hattian Bala', 34.17, 73.74],
  ['Forward Kahuta', 33.883, 74.1],
];

const rows = (province: Province, list: Row[]): City[] => list.map(([name, lat, lon]) => ({ name, province, lat, lon }));

/** Every city of the typeahead, sorted by name. */
export const PAKISTAN_CITIES: readonly City[] = [
  ...rows('Punjab', PUNJAB),
  ...rows('Sindh', SINDH),
  ...rows('Khyber Pakhtunkhwa', KHYBER_PAKHTUNKHWA),
  ...rows('Balochistan', BALOCHISTAN),
  ...rows('Islamabad', ISLAMABAD),
  ...rows('Gilgit-Baltistan', GILGIT_BALTISTAN),
  ...rows('Azad Kashmir', AZAD_KASHMIR),
].sort((a, b) => a.name.localeCompare(b.name));

const byKey = new Map(PAKISTAN_CITIES.map((c) => [c.name.toLowerCase(), c]));

/** The city of that name (case and surrounding spaces ignored), or undefined. */
export const findCity = (name: string): City | undefined => byKey.get(name.trim().toLowerCase());

/** Whether `name` is a city of the built-in list. */
export const isKnownCity = (name: string) => findCity(name) !== undefined;

/** Typeahead matches: names starting with the text first, then names containing it; at most `limit`. */
export function searchCities(text: string, limit = 10): City[] {
  const q = text.trim().toLowerCase();
  if (!q) return PAKISTAN_CITIES.slice(0, limit);
  const starts = PAKISTAN_CITIES.filter((c) => c.name.toLowerCase().startsWith(q));
  const contains = PAKISTAN_CITIES.filter((c) => !c.name.toLowerCase().startsWith(q) && c.name.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, limit);
}
