/** Where a prospect is in the admissions journey, in journey order. */
export type AdmissionStage = { id: number; name: string };

export const ADMISSION_STAGES: readonly AdmissionStage[] = [
  { id: 1, name: 'Researching' },
  { id: 2, name: 'Visiting' },
  { id: 3, name: 'Applied' },
  { id: 4, name: 'Offer received' },
  { id: 5, name: 'Accepted offer' },
  { id: 6, name: 'Enrolled' },
];

/** The admission stage of an id, or undefined. */
export function admissionStageById(id: number): AdmissionStage | undefined {
  return ADMISSION_STAGES.find((stage) => stage.id === id);
}
