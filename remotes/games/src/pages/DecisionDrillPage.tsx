export default function DecisionDrillPage() {
  return (
    <section className="dp-container">
      <h1>Decision Drill</h1>
    </section>
  );
}
