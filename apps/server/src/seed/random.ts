/** Deterministic random numbers so every demo database looks the same. */
export class Rng {
  constructor(private state: number) {}
  next(): number {
    this.state += 0x6d2b79f5;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  digits(n: number): string {
    return Array.from({ length: n }, () => this.int(0, 9)).join('');
  }
  /** A date within the last `days` days of `now`. */
  recentDate(now: Date, days: number): Date {
    return new Date(now.getTime() - this.next() * days * 86_400_000);
  }
  /**
   * When something that has already happened followed `from` by `minDays`–`maxDays` days: never after
   * `now` (a recent `from` gets a moment between it and now instead). Demo data never dates a payment,
   * a delivery or a deletion in the future.
   */
  daysAfter(from: Date, minDays: number, maxDays: number, now: Date): Date {
    const at = from.getTime() + this.int(minDays, maxDays) * 86_400_000;
    if (at <= now.getTime()) return new Date(at);
    return new Date(from.getTime() + this.next() * Math.max(0, now.getTime() - from.getTime()));
  }
}

export const FIRST_NAMES = ['Muhammad', 'Ali', 'Ahmed', 'Hassan', 'Usman', 'Bilal', 'Hamza', 'Zain', 'Saad', 'Fahad', 'Ayesha', 'Fatima', 'Zainab', 'Maryam', 'Hira', 'Sana', 'Iqra', 'Mahnoor', 'Amna', 'Rabia', 'Areeba', 'Hafsa', 'Umer', 'Talha', 'Danish', 'Noor', 'Komal', 'Sidra', 'Waleed', 'Haris', 'Arslan', 'Sara', 'Laiba', 'Abdullah', 'Ibrahim', 'Eman', 'Kinza', 'Shahzaib', 'Taimoor', 'Mehwish'];
export const LAST_NAMES = ['Khan', 'Ahmed', 'Ali', 'Butt', 'Malik', 'Chaudhry', 'Sheikh', 'Qureshi', 'Hussain', 'Raza', 'Iqbal', 'Javed', 'Aslam', 'Anwar', 'Rehman', 'Siddiqui', 'Mirza', 'Bhatti', 'Gill', 'Awan', 'Cheema', 'Abbasi', 'Shah', 'Nawaz', 'Tariq'];
export const CITIES = ['Lahore', 'Faisalabad', 'Gujranwala', 'Sialkot', 'Sheikhupura', 'Kasur', 'Okara', 'Sahiwal', 'Multan', 'Rawalpindi'];
export const STREETS = ['Model Town', 'Johar Town', 'Gulberg', 'Township', 'Iqbal Town', 'Samanabad', 'Shadman', 'Garden Town', 'Allama Iqbal Road', 'Mall Road'];
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}
export function address(rng: Rng): string {
  return `House ${rng.int(1, 999)}, Street ${rng.int(1, 40)}, ${rng.pick(STREETS)}, ${rng.pick(CITIES)}`;
}
export function phone(rng: Rng): string {
  return `03${rng.int(0, 4)}${rng.digits(8)}`;
}
