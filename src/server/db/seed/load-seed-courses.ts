import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCourseSchema, type SeedCourse } from './seed-course';

export const SEED_COURSES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'courses');

/** Every seed file, parsed and checked; a bad row stops the seed with its file and index. */
export function loadSeedCourses(dir = SEED_COURSES_DIR): { file: string; rows: SeedCourse[] }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (!Array.isArray(raw)) throw new Error(`${file}: expected a JSON array`);
      const rows = raw.map((row, i) => {
        const parsed = seedCourseSchema.safeParse(row);
        if (!parsed.success) throw new Error(`${file}[${i}]: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
        return parsed.data;
      });
      return { file, rows };
    });
}
