export default function GoalTrackerPage() {
  return (
    <section className="dp-container">
      <h1>Goal tracker</h1>
    </section>
  );
}
