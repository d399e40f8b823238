/** Texts of the /activityLogExport screen (activityLog.*). */
export const activityLogDe = {
  title: 'Aktivitätsprotokoll exportieren',
  intro: 'Das Aktivitätsprotokoll (jede Änderung aller Benutzer) eines Zeitraums als CSV-Datei. Die Tage gelten in UTC; beide Tage sind eingeschlossen. Die Datei wird in Ihren Downloads vorbereitet.',
  from: 'Von',
  to: 'Bis',
  export: 'Als CSV exportieren',
  failed: 'Das Aktivitätsprotokoll konnte nicht exportiert werden.',
  problem: { required: 'Wählen Sie den ersten und den letzten Tag.', reversed: 'Der letzte Tag darf nicht vor dem ersten liegen.', tooLong: 'Wählen Sie einen Zeitraum von höchstens %{max} Tagen.' },
};
