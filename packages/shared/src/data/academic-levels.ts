/** The level of study a prospect is interested in. */
export type AcademicLevel = { id: number; name: string };

export const ACADEMIC_LEVELS: readonly AcademicLevel[] = [
  { id: 1, name: 'Undergraduate' },
  { id: 2, name: 'Postgraduate taught' },
  { id: 3, name: 'Postgraduate research' },
  { id: 4, name: 'Foundation' },
  { id: 5, name: 'Exchange' },
];

/** The academic level of an id, or undefined. */
export function academicLevelById(id: number): AcademicLevel | undefined {
  return ACADEMIC_LEVELS.find((level) => level.id === id);
}
