/** The words under the hero: what a Mitti Studio workshop is like. */
export function WorkshopsIntro() {
  return (
    <div className="workshops-intro">
      <h1 className="page__title">Pottery Workshops</h1>
      <p>
        Get your hands in the clay. Our small-group workshops at the studio in Bandra West are led by working potters,
        run at an unhurried pace and suit complete beginners as well as makers who want to go further with the wheel,
        hand-building, glazing or firing.
      </p>
      <p>
        Every seat includes clay, tools, aprons, glazes and firing, plus chai between sessions. Pieces you want to keep
        are fired in our kilns and ready to collect about three weeks later.
      </p>
    </div>
  );
}
