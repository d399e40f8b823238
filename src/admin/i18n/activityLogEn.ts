/** Texts of the /activityLogExport screen (activityLog.*). */
export const activityLogEn = {
  title: 'Activity log export',
  intro: 'The activity log (every change anyone made) of a period as a CSV file. Days are in UTC; both days are included. The file is prepared in your downloads.',
  from: 'From',
  to: 'To',
  export: 'Export as CSV',
  failed: 'The activity log could not be exported.',
  problem: { required: 'Choose the first and the last day.', reversed: 'The last day must not be before the first day.', tooLong: 'Choose a period of at most %{max} days.' },
};
